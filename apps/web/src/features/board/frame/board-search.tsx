import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBoard } from '../state/board-context.tsx';
import styles from './board-toolbar.module.css';
import { useDebouncedSearch } from './use-debounced-search.ts';

/** The toolbar's search: the field shows each key, the board filters once typing pauses. */
export function BoardSearch() {
  const { t } = useTranslation();
  const board = useBoard();
  useDebouncedSearch(board.searchText, (text) => {
    if (text !== board.query) board.setQuery(text);
  });
  return (
    <label className={styles.search}>
      <Search aria-hidden="true" />
      <span className="visually-hidden">{t('board.search')}</span>
      <input
        type="search"
        value={board.searchText}
        placeholder={t('board.searchPlaceholder')}
        maxLength={50}
        onChange={(event) => board.setSearchText(event.target.value)}
      />
    </label>
  );
}
