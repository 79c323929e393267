import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, PageMessage, Skeleton } from '../../../components/ui/index.ts';
import { useRejectedMovements } from '../api/rejected-movements.ts';
import { AdminSection } from '../components/admin-section.tsx';
import { MovementCard } from './movement-card.tsx';
import styles from './movements.module.css';

/** Mensajes MVT rechazados: movement messages that could not be applied, for DUTY to settle. */
export function MovementQueueSection() {
  const { t } = useTranslation();
  const queue = useRejectedMovements();

  return (
    <AdminSection
      title={t('admin.movements.title')}
      hint={t('admin.movements.hint')}
      count={queue.data?.length}
      testId="admin-movements"
    >
      {queue.isError ? (
        <Alert color="danger" title={t('admin.movements.loadError')} />
      ) : !queue.data ? (
        <Skeleton rows={3} height={48} />
      ) : queue.data.length === 0 ? (
        <PageMessage icon={<Inbox />} text={t('admin.movements.empty')} className={styles.empty} />
      ) : (
        <ol className={styles.queue}>
          {queue.data.map((message) => (
            <MovementCard key={message.id} message={message} />
          ))}
        </ol>
      )}
    </AdminSection>
  );
}
