import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './changes.module.css';
import { useChanges } from './changes-context.tsx';

/** "Marcar todo como visto": shown while some leg of the day has news for this user. */
export function MarkAllSeen() {
  const { t } = useTranslation();
  const changes = useChanges();
  const count = changes?.byLeg.size ?? 0;
  if (!changes || count === 0) return null;
  return (
    <button type="button" className={styles.markAll} onClick={() => changes.markSeen()}>
      <CheckCheck aria-hidden="true" />
      {t('changes.markAll')}
      <span className={styles.count}>{count}</span>
    </button>
  );
}
