import { Download } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchAhead } from '../../lib/fetch-ahead.ts';
import { useOnline } from '../../lib/use-online.ts';
import type { BoardTab } from './download-calls.ts';
import styles from './download-panel.module.css';
import { LazyDownloadPanel, loadDownloadPanel } from './lazy-download-panel.tsx';

/**
 * The toolbar's downloads: a button opening the panel, which starts on the tab shown. The button
 * takes the toolbar's look (`className`).
 */
export function DownloadToggle({ tab, className }: { tab: BoardTab; className: string }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const closeDownloads = useCallback(() => setDownloading(false), []);
  useFetchAhead(loadDownloadPanel);
  // Files are made by the server: without network the downloads wait for it.
  const online = useOnline();
  const label = online
    ? t('board.download')
    : t('offline.unavailable', { action: t('board.download') });
  return (
    <div className={styles.toggle}>
      <button
        type="button"
        className={className}
        title={label}
        aria-label={label}
        aria-expanded={downloading && online}
        disabled={!online}
        data-download-toggle
        onClick={() => setDownloading((open) => !open)}
      >
        <Download aria-hidden="true" />
      </button>
      {downloading && online && <LazyDownloadPanel tab={tab} onClose={closeDownloads} />}
    </div>
  );
}
