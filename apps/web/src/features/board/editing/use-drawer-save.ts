import { type Leg, legSchema } from '@board/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/index.ts';
import { ApiError, errorText } from '../../../lib/api-error.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { boardKeys } from '../api/board-keys.ts';
import { type Delivery, useDeliverSave } from '../waiting-saves/deliver-save.ts';
import type { LegWrite } from './api/leg-write.ts';
import type { DrawerRequest } from './drawer-request.ts';

interface DrawerSaveOptions<TIn extends FieldValues, TOut> {
  request: DrawerRequest;
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Which of the drawer's forms saves (a waiting save reopens the form it was made in). */
  formName: string;
  closeOnError: boolean;
  onClose(): void;
}

/**
 * A recording drawer's save and what follows it: the version being edited, the conflict the
 * server found, and what the person is told. A save sent closes the drawer; one kept on the
 * device for lack of network closes it too, saying so. A waiting save reopened from the list
 * starts as a conflict, with the person's values in the form beside the leg as recorded now.
 */
export function useDrawerSave<TIn extends FieldValues, TOut>(
  options: DrawerSaveOptions<TIn, TOut>,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { request, form, formName } = options;
  const draft = request.draft?.name === formName ? request.draft : undefined;
  const [edited, setEdited] = useState({ leg: request.leg, conflict: draft !== undefined });
  // Another leg chosen in the drawer (an overnight's arrival) starts over from that leg.
  if (edited.leg._id !== request.leg._id) setEdited({ leg: request.leg, conflict: false });
  const { leg, conflict } = edited;
  useEffect(() => {
    // The defaults stay those of the leg as recorded, so the person's values count as edits.
    if (draft) form.reset(draft.values as TIn, { keepDefaultValues: true });
  }, [draft, form]);
  const deliver = useDeliverSave();
  const mutation = useMutation({
    // Offline, the save is kept on the device: it must run, not wait for the network.
    networkMode: 'always',
    mutationFn: (make: (leg: Leg) => LegWrite) =>
      deliver(make(leg), {
        leg,
        form: { kind: request.kind, side: request.side, name: formName, values: form.getValues() },
        replaces: request.draft?.key,
      }),
  });

  function failed(error: Error, errorKey: string) {
    const fresh =
      error instanceof ApiError && error.code === 'VERSION_CONFLICT'
        ? legSchema.safeParse(error.current)
        : null;
    if (fresh?.success) {
      setEdited({ leg: fresh.data, conflict: true });
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
      return;
    }
    showServerFieldErrors(error, form.setError, t);
    // A drawer that closes takes its field messages with it, so the toast carries them.
    const fields = options.closeOnError && error instanceof ApiError ? error.fields : [];
    const text = fields.length
      ? fields.map((field) => t(field.key, field.params)).join(' ')
      : errorText(t, error);
    toast.show({ type: 'danger', title: t(errorKey), text });
    if (options.closeOnError) options.onClose();
  }

  /** `savedKey` is read once the save succeeded: it may depend on what the send found. */
  function save(make: (leg: Leg) => LegWrite, savedKey: () => string, errorKey: string) {
    mutation.mutate(make, {
      onSuccess(delivery: Delivery) {
        if ('saved' in delivery) toast.show({ type: 'success', title: t(savedKey()) });
        else toast.show({ type: 'info', title: t('waitingSaves.toast.kept') });
        options.onClose();
      },
      onError: (error) => failed(error, errorKey),
    });
  }

  return { leg, conflict, save, pending: mutation.isPending };
}
