import { localTime } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/use-online.ts';
import type { LiveState } from '../live/use-live-board.ts';
import { useBoard } from '../state/board-context.tsx';
import styles from './board-toolbar.module.css';

/**
 * Under the last synchronisation, while the live stream is down: the board no longer changes by
 * itself, and since when nothing was heard. Nothing shows while it is up, or while offline.
 */
export function LiveDown({ live }: { live: LiveState }) {
  const { t } = useTranslation();
  const { timeZone } = useBoard();
  // Offline, the board's offline line says more (offline-banner.tsx).
  const online = useOnline();
  if (!live.down || !online) return null;
  return (
    <span className={styles.liveDown} role="status">
      {live.lastNewsAt
        ? t('board.live.downSince', { time: localTime(live.lastNewsAt, timeZone) })
        : t('board.live.down')}
    </span>
  );
}
