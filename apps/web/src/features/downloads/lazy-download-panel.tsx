import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/ui/index.ts';
import type { BoardTab } from './download-calls.ts';
import styles from './download-panel.module.css';

/** The download panel's module, fetched when the panel first opens or the board is idle. */
export const loadDownloadPanel = () => import('./download-panel.tsx');
const DownloadPanel = lazy(async () => ({ default: (await loadDownloadPanel()).DownloadPanel }));

/** The download panel, loaded on demand; until it arrives, its frame with placeholder rows. */
export function LazyDownloadPanel(props: { tab: BoardTab; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className={styles.panel} role="dialog" aria-label={t('board.download')}>
          {/* About the height of the panel, so it does not grow much when it arrives. */}
          <Skeleton rows={8} height={28} />
        </div>
      }
    >
      <DownloadPanel {...props} />
    </Suspense>
  );
}
