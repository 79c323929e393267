import type { MovementRecord } from '@board/domain';
import { Pencil, RotateCcw, Trash2, TriangleExclamationPoint } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/api-error.ts';
import { useDiscardMovement, useRetryMovement } from '../api/movement-actions.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { MovementActions } from './movement-actions.tsx';
import { MovementCorrection } from './movement-correction.tsx';
import { MovementTexts } from './movement-texts.tsx';
import styles from './movements.module.css';
import { receivedAt } from './received-at.ts';

/** The toast after a retry, by what became of the message. */
const RETRIED = {
  applied: { type: 'success', key: 'admin.movements.toast.applied' },
  unchanged: { type: 'info', key: 'admin.movements.toast.unchanged' },
  rejected: { type: 'warning', key: 'admin.movements.toast.stillRejected' },
  discarded: { type: 'info', key: 'admin.movements.toast.discarded' },
} as const;

/** One rejected message: when it came, for which flight, why it was refused, and as sent. */
export function MovementCard({ message }: { message: MovementRecord }) {
  const { t } = useTranslation();
  const toast = useToast();
  const retry = useRetryMovement();
  const discard = useDiscardMovement();
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const busy = retry.isPending || discard.isPending;

  const settled = (record: MovementRecord) => {
    const { type, key } = RETRIED[record.outcome];
    toast.show({ type, title: t(key), text: record.reason ?? undefined });
  };

  const onRetry = () =>
    retry.mutate(
      { id: message.id },
      {
        onSuccess: settled,
        onError: (error) =>
          toast.show({
            type: 'danger',
            title: t('admin.movements.toast.retryFailed'),
            text: errorText(t, error),
          }),
      },
    );

  const onDiscard = () => {
    setConfirming(false);
    discard.mutate(
      { id: message.id },
      {
        onSuccess: () =>
          toast.show({ type: 'success', title: t('admin.movements.toast.discarded') }),
        onError: (error) =>
          toast.show({
            type: 'danger',
            title: t('admin.movements.toast.discardFailed'),
            text: errorText(t, error),
          }),
      },
    );
  };

  return (
    <li className={styles.card} data-movement={message.id}>
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
      {correcting ? (
        <MovementCorrection
          message={message}
          onSent={(record) => {
            setCorrecting(false);
            settled(record);
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
              loading: retry.isPending,
              disabled: busy,
              onClick: onRetry,
            },
            {
              label: t('admin.movements.discard'),
              variant: 'tertiary',
              icon: <Trash2 />,
              loading: discard.isPending,
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
          onConfirm={onDiscard}
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
