import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { boardKeys } from '../../../lib/legs/board-keys.ts';
import { useBoard } from '../state/board-context.tsx';
import styles from './board-toolbar.module.css';

/** Reloads the day shown; its icon turns while the day is being fetched. */
export function RefreshButton() {
  const { t } = useTranslation();
  const board = useBoard();
  const queryClient = useQueryClient();
  const refreshing = useIsFetching({ queryKey: boardKeys.day(board.station, board.day) }) > 0;
  const refresh = () => {
    board.bumpLoadGeneration();
    void queryClient.invalidateQueries({ queryKey: boardKeys.day(board.station, board.day) });
  };
  return (
    <button
      type="button"
      className={styles.action}
      onClick={refresh}
      title={t('board.refresh')}
      aria-label={t('board.refresh')}
    >
      <RefreshCw aria-hidden="true" className={refreshing ? styles.spinning : undefined} />
    </button>
  );
}
