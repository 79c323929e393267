import { localTime } from '@board/domain';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../components/ui/index.ts';
import { useBoard } from '../state/board-context.tsx';
import styles from './board-layout.module.css';

/**
 * Says, until a load succeeds, that the list could not be loaded, with a button to try again:
 * the rows shown are those of the last good load, and when that was; or there are none yet.
 */
export function ListFailureAlert() {
  const { t } = useTranslation();
  const { listFailure, timeZone } = useBoard();
  if (!listFailure) return null;
  const { loadedAt, retry } = listFailure;
  return (
    <Alert color="danger" title={t('board.loadError')} className={styles.failure}>
      <span>
        {loadedAt === null
          ? t('board.failure.nothingYet')
          : t('board.failure.stale', { time: localTime(new Date(loadedAt), timeZone) })}
      </span>{' '}
      <Button variant="secondary" icon={<RotateCw aria-hidden="true" />} onClick={retry}>
        {t('board.failure.retry')}
      </Button>
    </Alert>
  );
}

/** The view, hidden while its first load has failed: an empty table would read as an empty day. */
export function ListBody({ children }: { children: ReactNode }) {
  const { listFailure } = useBoard();
  return <div hidden={listFailure?.loadedAt === null}>{children}</div>;
}
