import { Download } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchAhead } from '../../../lib/fetch-ahead.ts';
import { useOnline } from '../../../lib/use-online.ts';
import type { BoardTab } from '../downloads/download-calls.ts';
import { LazyDownloadPanel, loadDownloadPanel } from '../downloads/lazy-download-panel.tsx';
import styles from './board-toolbar.module.css';

/** The toolbar's downloads: a button opening the panel, which starts on the tab shown. */
export function DownloadToggle({ tab }: { tab: BoardTab }) {
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
    <div className={styles.downloads}>
      <button
        type="button"
        className={styles.action}
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
