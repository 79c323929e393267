import { Eye, EyeOff, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './text-field.module.css';

/** Empties the field; shown only while it holds text. */
export function ClearButton(props: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.action}
      onClick={props.onClear}
      aria-label={t('ui.textField.clear')}
    >
      <X size={16} />
    </button>
  );
}

/** Shows or hides a password's characters. */
export function RevealButton(props: {
  revealed: boolean;
  disabled: boolean | undefined;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.action}
      onClick={props.onToggle}
      aria-label={t(props.revealed ? 'ui.textField.hidePassword' : 'ui.textField.showPassword')}
      disabled={props.disabled}
    >
      {props.revealed ? <EyeOff size={16} /> : <Eye size={16} />}
    </button>
  );
}
