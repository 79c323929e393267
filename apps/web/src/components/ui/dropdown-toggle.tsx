import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './dropdown.module.css';

/** The Dropdown's chevron: opens or closes the list without taking focus from the input. */
export function DropdownToggle(props: {
  listId: string;
  open: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.toggle}
      tabIndex={-1}
      disabled={props.disabled}
      aria-label={t('ui.dropdown.toggle')}
      aria-controls={props.listId}
      aria-expanded={props.open}
      // Focus stays in the input, so toggling never blurs (and closes) the field first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onToggle}
    >
      <ChevronDown size={16} className={props.open ? styles.chevronOpen : undefined} />
    </button>
  );
}
