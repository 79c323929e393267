import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../../lib/use-download.ts';
import { downloadDelayCodes } from '../../api/download-delay-codes.ts';
import styles from './delays-view.module.css';

/** The bar above Demoras with the delay codes table to download. */
export function DelayCodesBar() {
  const { t } = useTranslation();
  const download = useDownload();
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.codes}
        title={t('delays.downloadCodes')}
        disabled={download.isPending}
        onClick={() => download.mutate(downloadDelayCodes)}
      >
        <FileDown aria-hidden="true" />
        {t('delays.codesTable')}
      </button>
    </div>
  );
}
