import { dateOptions, stationProperty } from '@board/domain';
import { useMemo, useState } from 'react';
import { useAllStations } from '../../catalogues/list-all-stations.ts';
import { useSession } from '../../session/session.ts';

/** The airline's home hub: its calendar names the days when the user has no station of their own. */
const HOME_ZONE = 'America/Lima';

/**
 * The days the network page offers, named in the calendar of the user's station, and the day
 * shown. Until a day is chosen, Hoy is the user's today: known once the stations (their zones)
 * have loaded (the day is '' until then), and moving on at the user's midnight while the page
 * stays open.
 */
export function useNetworkDay() {
  const { user } = useSession();
  const stations = useAllStations();
  const zones = useMemo(
    () => new Map((stations.data ?? []).map((s) => [s.stn, s.time_zone])),
    [stations.data],
  );
  const own = (user && stationProperty(user.app_properties)) || '';
  const options = dateOptions(new Date(), zones.get(own) ?? HOME_ZONE);
  const [chosen, setDay] = useState<string | null>(null);
  const day = chosen ?? (stations.isPending ? '' : (options[3]?.date ?? ''));
  return { options, day, setDay };
}
