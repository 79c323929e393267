import type { MovementRecord } from '@board/domain';
import { Send, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCorrectMovement } from '../api/movement-actions.ts';
import { failureText } from '../components/failure-text.ts';
import { MovementActions } from './movement-actions.tsx';
import styles from './movements.module.css';

/**
 * The queued message's text, open for DUTY to correct and send again. The failure of a send
 * shows under the text, where the correction is typed.
 */
export function MovementCorrection(props: {
  message: MovementRecord;
  onSent: (record: MovementRecord) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.message.text);
  const id = useId();
  const correct = useCorrectMovement();
  const error = correct.isError ? failureText(t, correct.error) : null;
  const unchanged = text.trim() === props.message.text.trim() || text.trim() === '';
  return (
    <form
      className={styles.correction}
      onSubmit={(event) => {
        event.preventDefault();
        if (!unchanged) correct.mutate({ id: props.message.id, text }, { onSuccess: props.onSent });
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {t('admin.movements.correction.label')}
      </label>
      <textarea
        id={id}
        className={styles.editor}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={Math.min(12, text.split('\n').length + 1)}
        spellCheck={false}
        autoCapitalize="characters"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
      />
      <p id={`${id}-message`} className={error ? styles.error : styles.hint}>
        {error ?? t('admin.movements.correction.hint')}
      </p>
      <MovementActions
        actions={[
          {
            label: t('admin.movements.correction.send'),
            type: 'submit',
            icon: <Send />,
            loading: correct.isPending,
            disabled: unchanged,
          },
          {
            label: t('admin.movements.correction.cancel'),
            variant: 'tertiary',
            icon: <X />,
            disabled: correct.isPending,
            onClick: props.onCancel,
          },
        ]}
      />
    </form>
  );
}
