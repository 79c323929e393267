import type { LegChange } from '@board/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLegHistory } from './api/leg-history.ts';
import styles from './leg-history.module.css';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A recorded value in a few words: a dispatcher by its short name, a list by its size, an
 * instant (a time the feed moved) as day and time.
 */
function shortValue(t: TFunction, value: unknown, language: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && INSTANT.test(value)) {
    return new Date(value).toLocaleString(language, {
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
  }
  if (Array.isArray(value)) return t('edits.history.items', { count: value.length });
  if (typeof value === 'object' && 'display_name' in value) return String(value.display_name);
  return String(value);
}

function ChangeItem({ change }: { change: LegChange }) {
  const { t, i18n } = useTranslation();
  const at = new Date(change.at).toLocaleString(i18n.language, {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <li className={styles.item}>
      <div className={styles.who}>
        <b>{change.user.name}</b> {change.user.role && `(${change.user.role})`} · {at}
      </div>
      <ul className={styles.fields}>
        {change.changes.map((c) => (
          <li key={c.field}>
            {t(`edits.fields.${c.field}`, { defaultValue: c.field })}:{' '}
            {shortValue(t, c.before, i18n.language)} → {shortValue(t, c.after, i18n.language)}
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
