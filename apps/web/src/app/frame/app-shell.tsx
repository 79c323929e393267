import { useTranslation } from 'react-i18next';
import { BoardShell } from '../../features/board/index.ts';
import { BrandMark } from '../brand-mark.tsx';
import styles from './app-frame.module.css';
import header from './frame-header.module.css';

/**
 * The frame and the board as a phone shows them before the scripts arrive: drawn at build time
 * for a person whose session is stored, it carries nothing of who they are (the same page
 * serves everyone) and nothing that works yet.
 */
export function AppShell() {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <header className={header.header}>
        <div className={header.brand}>
          <BrandMark />
          <span className={header.productName}>{t('app.name')}</span>
        </div>
      </header>
      <main className={styles.main}>
        <BoardShell />
      </main>
    </div>
  );
}
