import type { MovementRecord } from '@board/domain';
import { TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './movements.module.css';
import { receivedAt } from './received-at.ts';

/** A rejected message's flight, when it came and why it was refused. */
export function MovementHead({ message }: { message: MovementRecord }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.head}>
        <strong className={styles.flight}>
          {message.flight ?? t('admin.movements.unknownFlight')}
        </strong>
        <span className={styles.received}>
          {t('admin.movements.received')}{' '}
          <time dateTime={message.received_at}>{receivedAt(message.received_at)}</time>
        </span>
      </div>
      <p className={styles.reason}>
        <TriangleExclamationPoint aria-hidden="true" />
        <span>
          <span className="visually-hidden">{t('admin.movements.reason')}: </span>
          {message.reason}
        </span>
      </p>
    </>
  );
}
