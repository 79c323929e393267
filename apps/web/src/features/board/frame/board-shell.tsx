import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/index.ts';
import layout from './board-layout.module.css';
import styles from './board-toolbar.module.css';

/**
 * The board before its scripts have run: the toolbar's search field, not usable yet, and a
 * line saying the board is on its way. Drawn at build time into the page the board's routes are
 * served (apps/web/first-screens.ts); the app replaces it with the board itself.
 */
export function BoardShell() {
  const { t } = useTranslation();
  return (
    <div className={layout.board}>
      <div className={styles.toolbar}>
        <label className={styles.search}>
          <Search aria-hidden="true" />
          <span className="visually-hidden">{t('board.search')}</span>
          <input type="search" placeholder={t('board.searchPlaceholder')} disabled />
        </label>
      </div>
      <p className={layout.starting}>
        <Spinner size="sm" decorative />
        {t('board.starting')}
      </p>
    </div>
  );
}
