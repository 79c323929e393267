import type { MovementRecord } from '@board/domain';
import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { MovementActions } from './movement-actions.tsx';
import { MovementCorrection } from './movement-correction.tsx';
import { MovementHead } from './movement-head.tsx';
import { MovementTexts } from './movement-texts.tsx';
import styles from './movements.module.css';
import { receivedAt } from './received-at.ts';
import { useMovementHandling } from './use-movement-handling.ts';

/** One rejected message: when it came, for which flight, why it was refused, and as sent. */
export function MovementCard({ message }: { message: MovementRecord }) {
  const { t } = useTranslation();
  const handling = useMovementHandling(message);
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const { busy } = handling;

  return (
    <li className={styles.card} data-movement={message.id}>
      <MovementHead message={message} />
      {correcting ? (
        <MovementCorrection
          message={message}
          onSent={(record) => {
            setCorrecting(false);
            handling.settled(record);
          }}
          onCancel={() => setCorrecting(false)}
        />
      ) : (
        <MovementTexts message={message} />
      )}
      <div className={styles.foot}>
        {message.handled_by && message.handled_at && (
          <p className={styles.handled}>
            {t('admin.movements.handled', {
              name: message.handled_by,
              when: receivedAt(message.handled_at),
            })}
          </p>
        )}
        <MovementActions
          hidden={correcting}
          actions={[
            {
              label: t('admin.movements.correct'),
              variant: 'secondary',
              icon: <Pencil />,
              disabled: busy,
              onClick: () => setCorrecting(true),
            },
            {
              label: t('admin.movements.retry'),
              variant: 'secondary',
              icon: <RotateCcw />,
              loading: handling.retrying,
              disabled: busy,
              onClick: handling.onRetry,
            },
            {
              label: t('admin.movements.discard'),
              variant: 'tertiary',
              icon: <Trash2 />,
              loading: handling.discarding,
              disabled: busy,
              onClick: () => setConfirming(true),
            },
          ]}
        />
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('admin.movements.confirm.title')}
          confirmLabel={t('admin.movements.confirm.action')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            handling.onDiscard();
          }}
        >
          <p>
            {t('admin.movements.confirm.text', {
              flight: message.flight ?? t('admin.movements.unknownFlight'),
            })}
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}
