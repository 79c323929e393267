import { localTime } from '@board/domain';
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import line from '../../../components/ui/status-line.module.css';
import { useOnline } from '../../../lib/use-online.ts';
import { useBoard } from '../state/board-context.tsx';

/**
 * While the device has no network: the board shows what was last loaded, and says from when.
 * It stays until the network is back; the lists then refresh by themselves.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const { loadedAt, timeZone } = useBoard();
  if (online) return null;
  return (
    <p className={line.line} role="status">
      <WifiOff aria-hidden="true" />
      {loadedAt === null
        ? t('offline.nothingKept')
        : t('offline.banner', { time: localTime(new Date(loadedAt), timeZone) })}
    </p>
  );
}
