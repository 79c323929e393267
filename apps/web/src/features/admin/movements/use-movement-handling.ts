import type { MovementRecord } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/api-error.ts';
import { useDiscardMovement, useRetryMovement } from '../api/movement-actions.ts';

/** The toast after a retry, by what became of the message. */
const RETRIED = {
  applied: { type: 'success', key: 'admin.movements.toast.applied' },
  unchanged: { type: 'info', key: 'admin.movements.toast.unchanged' },
  rejected: { type: 'warning', key: 'admin.movements.toast.stillRejected' },
  discarded: { type: 'info', key: 'admin.movements.toast.discarded' },
} as const;

/** Retrying and discarding a rejected message, each told in a toast. */
export function useMovementHandling(message: MovementRecord) {
  const { t } = useTranslation();
  const toast = useToast();
  const retry = useRetryMovement();
  const discard = useDiscardMovement();

  /** Says what became of the message once tried again (a retry, or a correction sent). */
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

  const onDiscard = () =>
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

  return {
    settled,
    onRetry,
    onDiscard,
    retrying: retry.isPending,
    discarding: discard.isPending,
    busy: retry.isPending || discard.isPending,
  };
}
