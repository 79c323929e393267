import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './changes.module.css';
import { useChanges } from './changes-context.tsx';

/**
 * "Marcar todo como visto": shown while some leg of the day has news for this user, with the
 * number of flights. Its words show where the toolbar has room for them (`label`, the toolbar's
 * class); elsewhere it is an icon, so its coming and going does not wrap the toolbar and move
 * the board under the user's eyes.
 */
export function MarkAllSeen({ label }: { label: string }) {
  const { t } = useTranslation();
  const changes = useChanges();
  const count = changes?.byLeg.size ?? 0;
  if (!changes || count === 0) return null;
  return (
    <button
      type="button"
      className={styles.markAll}
      onClick={() => changes.markSeen()}
      aria-label={t('changes.markAllCount', { count })}
      title={t('changes.markAllCount', { count })}
    >
      <CheckCheck aria-hidden="true" />
      <span className={label}>{t('changes.markAll')}</span>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
