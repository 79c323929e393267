import type { Station } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { useStationAccounts } from '../api/station-accounts.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { StationAccounts } from './station-accounts.tsx';

interface RemoveStationDialogProps {
  station: Station;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before a station's board is taken away, naming the accounts that lose it. It can be given
 * once they are known, or known to be unknowable (the failure is shown, and DUTY decides).
 */
export function RemoveStationDialog({ station, onConfirm, onCancel }: RemoveStationDialogProps) {
  const { t } = useTranslation();
  const accounts = useStationAccounts(station.stn);
  return (
    <ConfirmDialog
      title={t('admin.stations.confirm.title', { code: station.stn })}
      confirmLabel={t('admin.stations.confirm.action')}
      waiting={accounts.isPending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{t('admin.stations.confirm.text', { code: station.stn, name: station.name })}</p>
      <StationAccounts code={station.stn} accounts={accounts.data} failed={accounts.isError} />
    </ConfirmDialog>
  );
}
