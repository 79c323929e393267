import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/index.ts';
import styles from './time-range.module.css';

/**
 * Start and end typed as HH:MM and the total worked out beside them (section 5): the same three
 * columns in the tow, additional service and overnight cut forms.
 */
export function TimeRange(props: {
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  startError?: string | undefined;
  endError?: string | undefined;
  /** The total as the form words it, blank while a time is not valid. */
  total: string;
  totalTestId: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const field = {
    hint: t('edits.time.hint'),
    inputMode: 'numeric' as const,
    maxLength: 5,
    required: props.required ?? false,
  };
  return (
    <div className={styles.times}>
      <TextField
        label={t('edits.time.start')}
        {...field}
        {...props.start}
        error={props.startError}
      />
      <TextField label={t('edits.time.end')} {...field} {...props.end} error={props.endError} />
      <div className={styles.total}>
        <span className={styles.label}>{t('edits.time.total')}</span>
        <output data-testid={props.totalTestId}>{props.total}</output>
      </div>
    </div>
  );
}
