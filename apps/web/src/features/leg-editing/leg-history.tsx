import type { LegChange } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { useChangeText } from '../../lib/use-change-text.ts';
import { useLegHistory } from './api/leg-history.ts';
import styles from './leg-history.module.css';

function ChangeItem({ change }: { change: LegChange }) {
  const text = useChangeText();
  return (
    <li className={styles.item}>
      <div className={styles.who}>
        <b>{change.user.name}</b> {change.user.role && `(${text.role(change.user.role)})`} ·{' '}
        {text.at(change.at)}
      </div>
      <ul className={styles.fields}>
        {change.changes.map((c) => (
          <li key={c.field}>
            {text.field(c.field)}: {text.value(c.field, c.before, true)} →{' '}
            {text.value(c.field, c.after, true)}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A supervisor's view of who changed the leg, when, and what (section 6, audit trail). */
export function LegHistory({ legId }: { legId: string }) {
  const { t } = useTranslation();
  const history = useLegHistory(legId, true);
  const changes = history.data ?? [];
  return (
    <details className={styles.history}>
      <summary>{t('edits.history.title', { count: changes.length })}</summary>
      {history.isError && <p className={styles.empty}>{t('edits.history.error')}</p>}
      {history.isSuccess && changes.length === 0 && (
        <p className={styles.empty}>{t('edits.history.empty')}</p>
      )}
      <ol className={styles.list}>
        {changes.map((change) => (
          <ChangeItem key={`${change.version}-${change.at}`} change={change} />
        ))}
      </ol>
    </details>
  );
}
