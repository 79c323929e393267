import type { Leg } from '@board/domain';
import { type BaseSyntheticEvent, useEffect, useState } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/ui/index.ts';
import { ApiError, errorText } from '../../lib/api-error.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import type { DrawerProps } from '../../lib/legs/drawer-request.ts';
import type { LegWrite } from './api/leg-write.ts';
import { conflictingLeg, useSaveLeg } from './save-leg.ts';

/** The toasts of one save, by i18n key; the saved one may depend on the write that was sent. */
interface SaveToasts {
  saved: string | ((write: LegWrite) => string);
  failed: string;
}

interface DrawerSaveOptions<TIn extends FieldValues, TOut> extends Omit<DrawerProps, 'open'> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /**
   * The save of the checked values, made from `leg`: the version the user now edits from. The
   * board sends it, or keeps it on the device while there is no network.
   */
  send(values: TOut, leg: Leg): LegWrite;
  /** Which of the drawer's forms this is, where it has several (a waiting save reopens it). */
  formName?: string;
  /** The toast after a save (section 8), by i18n key; it may depend on the write sent. */
  savedKey: SaveToasts['saved'];
  /** The toast when a save fails, by i18n key. */
  errorKey?: string;
  /**
   * A failed save (other than a conflict) closes the drawer, as the overnight drawer does; its
   * toast then says the server's field errors, which would otherwise close with it.
   */
  closeOnError?: boolean;
  /**
   * A save tried with fields the form refuses: where the messages alone may be out of sight
   * (a long list), the drawer says what is missing and takes the user there.
   */
  onInvalid?(errors: FieldErrors<TIn>): void;
}

/** What a form drawer is given of its save: it draws `leg` and calls `submit`. */
export interface DrawerSave {
  /** The version being edited: the leg as opened, or as recorded now after a conflict. */
  leg: Leg;
  /** Someone else saved the leg first: the drawer shows what is recorded now. */
  conflict: boolean;
  pending: boolean;
  /** Checks the form and saves what it holds. */
  submit(event?: BaseSyntheticEvent): Promise<void>;
}

/**
 * A recording drawer's save and what follows it: the version being edited, the conflict the
 * server found, and what the person is told. A save sent closes the drawer, says so and shows on
 * the board; one kept on the device for lack of network closes it too, saying so. A stale
 * version keeps what the user typed, shows what is recorded now and lets the user save again over
 * it; a refusal says why in a toast and keeps the drawer open. A waiting save reopened from the
 * list starts as a conflict, with the person's values in the form beside the leg as recorded now.
 */
export function useDrawerSave<TIn extends FieldValues, TOut>(
  options: DrawerSaveOptions<TIn, TOut>,
): DrawerSave & { saveWith(make: (leg: Leg) => LegWrite, toasts: SaveToasts): void } {
  const { t } = useTranslation();
  const toast = useToast();
  const { request, form, onClose } = options;
  const formName = options.formName ?? request.kind;
  const draft = request.draft?.name === formName ? request.draft : undefined;
  const [edited, setEdited] = useState({ leg: request.leg, conflict: draft !== undefined });
  // Another leg chosen in the drawer (an overnight's arrival) starts over from that leg.
  if (edited.leg._id !== request.leg._id) setEdited({ leg: request.leg, conflict: false });
  const { leg, conflict } = edited;
  useEffect(() => {
    // The defaults stay those of the leg as recorded, so the person's values count as edits.
    if (draft) form.reset(draft.values as TIn, { keepDefaultValues: true });
  }, [draft, form]);
  const mutation = useSaveLeg();

  function failed(error: Error, errorKey: string) {
    const current = conflictingLeg(error);
    if (current) return setEdited({ leg: current, conflict: true });
    showServerFieldErrors(error, form.setError, t);
    // A drawer that closes takes its field messages with it, so the toast carries them.
    const fields = options.closeOnError && error instanceof ApiError ? error.fields : [];
    const text = fields.length
      ? fields.map((field) => t(field.key, field.params)).join(' ')
      : errorText(t, error);
    toast.show({ type: 'danger', title: t(errorKey), text });
    if (options.closeOnError) onClose();
  }

  /** Saves `make(leg)`, the write made from the version being edited (the form's, or a delete). */
  function saveWith(make: (leg: Leg) => LegWrite, toasts: SaveToasts) {
    const write = make(leg);
    const about = {
      leg,
      form: { kind: request.kind, side: request.side, name: formName, values: form.getValues() },
      replaces: request.draft?.key,
    };
    mutation.mutate(
      { write, about },
      {
        onSuccess(delivery) {
          const saved = typeof toasts.saved === 'string' ? toasts.saved : toasts.saved(write);
          if ('saved' in delivery) toast.show({ type: 'success', title: t(saved) });
          else toast.show({ type: 'info', title: t('waitingSaves.toast.kept') });
          onClose();
        },
        onError: (error) => failed(error, toasts.failed),
      },
    );
  }

  const submit = form.handleSubmit(
    (values) =>
      saveWith((current) => options.send(values, current), {
        saved: options.savedKey,
        failed: options.errorKey ?? 'edits.toast.error',
      }),
    options.onInvalid,
  );

  return { leg, conflict, pending: mutation.isPending, submit, saveWith };
}
