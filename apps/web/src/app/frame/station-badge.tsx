import { MapPin } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllStations } from '../../catalogues/list-all-stations.ts';
import { useToast } from '../../components/ui/index.ts';
import styles from './frame-header.module.css';

/** The user's station: its code at once, its name once the station list has arrived. */
export function StationBadge({ code }: { code: string | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const stations = useAllStations({ enabled: code !== null });
  const failed = stations.isError;

  useEffect(() => {
    if (failed) toast.show({ type: 'danger', title: t('frame.stationsError') });
  }, [failed, toast, t]);

  const name = stations.data?.find((station) => station.stn === code)?.name;
  return (
    <p className={styles.station} data-testid="frame-station">
      <MapPin className={styles.stationIcon} aria-hidden="true" />
      <span className="visually-hidden">{t('frame.station')}: </span>
      {code ? (
        <>
          <strong className={styles.stationCode}>{code}</strong>
          {name && <span className={styles.stationName}>{name}</span>}
        </>
      ) : (
        <span className={styles.stationName}>{t('frame.noStation')}</span>
      )}
    </p>
  );
}
