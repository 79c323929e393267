import type { Station } from '@board/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllStations } from '../../../catalogues/list-all-stations.ts';
import { useToast } from '../../../components/ui/index.ts';
import { type StationBoardChange, useSetStationBoard } from '../api/set-station-board.ts';
import { AdminSection } from '../components/admin-section.tsx';
import { failureText } from '../components/failure-text.ts';
import { AirportSearch } from './airport-search.tsx';
import { RemoveStationDialog } from './remove-station-dialog.tsx';
import { StationList } from './station-list.tsx';
import styles from './stations.module.css';

/**
 * Estaciones: the airports where the airline has staff and a board. DUTY adds one found in the
 * airports dataset, or removes one after confirming, since its board then disappears for all,
 * and at once for the accounts whose station it is, which the confirmation names.
 */
export function StationsSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const stations = useAllStations();
  const change = useSetStationBoard();
  const [removing, setRemoving] = useState<Station | null>(null);
  const busy = change.isPending ? change.variables.stn : null;

  const send = (request: StationBoardChange) => {
    const outcome = request.board ? 'added' : 'removed';
    change.mutate(request, {
      onSuccess: () =>
        toast.show({
          type: 'success',
          title: t(`admin.stations.toast.${outcome}`, { code: request.stn }),
        }),
      onError: (error) =>
        toast.show({
          type: 'danger',
          title: t(`admin.stations.toast.${outcome}Failed`, { code: request.stn }),
          text: failureText(t, error),
        }),
    });
  };

  return (
    <AdminSection
      title={t('admin.stations.title')}
      hint={t('admin.stations.hint')}
      count={stations.data?.length}
      className={styles.section}
      testId="admin-stations"
    >
      <AirportSearch busy={busy} onAdd={(airport) => send({ stn: airport.code, board: true })} />
      <StationList
        stations={stations.data}
        failed={stations.isError}
        busy={busy}
        onRemove={setRemoving}
      />
      {removing && (
        <RemoveStationDialog
          station={removing}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            send({ stn: removing.stn, board: false });
            setRemoving(null);
          }}
        />
      )}
    </AdminSection>
  );
}
