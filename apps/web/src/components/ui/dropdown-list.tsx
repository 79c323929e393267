import { useTranslation } from 'react-i18next';
import styles from './dropdown.module.css';
import type { DropdownItem } from './dropdown-filter.ts';

interface DropdownListProps {
  id: string;
  items: DropdownItem[];
  /** Index of the keyboard-highlighted option, -1 for none. */
  active: number;
  selectedCode: string;
  optionId: (index: number) => string;
  labelling: { 'aria-labelledby': string } | { 'aria-label': string };
  onChoose: (item: DropdownItem) => void;
}

/** The open part of the Dropdown: the filtered options, or a "no results" line. */
export function DropdownList({
  id,
  items,
  active,
  selectedCode,
  optionId,
  labelling,
  onChoose,
}: DropdownListProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.popup}>
      {items.length > 0 ? (
        <div
          id={id}
          role="listbox"
          className={styles.list}
          {...labelling}
          // Clicking the list must not blur the input, or the pick would arrive after the close.
          onMouseDown={(event) => event.preventDefault()}
        >
          {items.map((item, index) => (
            // Options are never focused: the input keeps focus and points at them, as ARIA asks.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
            <div
              key={item.code}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={item.code === selectedCode}
              className={[styles.option, index === active && styles.active]
                .filter(Boolean)
                .join(' ')}
              onClick={() => onChoose(item)}
            >
              <span className={styles.name}>{item.name}</span>
              {item.codeText && <span className={styles.codeText}>{item.codeText}</span>}
            </div>
          ))}
        </div>
      ) : (
        <p className={styles.empty} role="status">
          {t('ui.dropdown.noResults')}
        </p>
      )}
    </div>
  );
}
