import { localTime } from '@board/domain';
import { useTranslation } from 'react-i18next';
import type { LiveState } from '../live/use-live-board.ts';
import { useBoard } from './board-context.tsx';
import styles from './board-toolbar.module.css';

/**
 * Under the last synchronisation, while the live stream is down: the board no longer changes by
 * itself, and since when nothing was heard. Nothing shows while it is up.
 */
export function LiveDown({ live }: { live: LiveState }) {
  const { t } = useTranslation();
  const { timeZone } = useBoard();
  if (!live.down) return null;
  return (
    <span className={styles.liveDown} role="status">
      {live.lastNewsAt
        ? t('board.live.downSince', { time: localTime(live.lastNewsAt, timeZone) })
        : t('board.live.down')}
    </span>
  );
}
