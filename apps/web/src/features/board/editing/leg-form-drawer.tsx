import { capabilities, type Leg, legSchema, sideOf } from '@board/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Drawer, useToast } from '../../../components/ui/index.ts';
import { ApiError, errorText } from '../../../lib/api-error.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSession } from '../../../session/session.ts';
import { boardKeys } from '../api/board-keys.ts';
import { legSubtitle } from '../format/leg-format.ts';
import type { DrawerProps } from './drawer-request.ts';
import styles from './leg-form-drawer.module.css';
import { LegHistory } from './leg-history.tsx';
import { MovementSection } from './movement/movement-section.tsx';

export interface LegFormDrawerProps<TIn extends FieldValues, TOut> extends DrawerProps {
  title: string;
  form: UseFormReturn<TIn, unknown, TOut>;
  /**
   * Sends the checked values, made from `leg`: the version the user now edits from. It is a save
   * hook's `mutateAsync`, which also puts the saved leg in the board's cache.
   */
  send(values: TOut, leg: Leg): Promise<Leg>;
  /** The toast after a save (section 8), by i18n key; it may depend on the values sent. */
  savedKey: string | ((values: TOut) => string);
  /** The toast when a save fails, by i18n key. */
  errorKey?: string;
  /**
   * A failed save (other than a conflict) closes the drawer, as the overnight drawer does; its
   * toast then says the server's field errors, which would otherwise close with it.
   */
  closeOnError?: boolean;
  /** A second way out of the drawer that deletes what is recorded (edit mode of overnights). */
  remove?: { label: string; send(leg: Leg): Promise<Leg>; savedKey: string; errorKey: string };
  /** Given as a function of the leg when it depends on what is recorded now. */
  saveLabel?: string | ((leg: Leg) => string);
  /**
   * Save stays disabled until this holds, beyond the form being valid (an edit made...); a
   * function of the leg when a conflict may change it.
   */
  canSave?: boolean | ((leg: Leg) => boolean);
  /** The side's movement message starts unfolded (the delays of a departure that left). */
  movementOpen?: boolean;
  /**
   * A save tried with fields the form refuses: where the messages alone may be out of sight
   * (a long list), the drawer says what is missing and takes the user there.
   */
  onInvalid?(errors: FieldErrors<TIn>): void;
  /** What is recorded on the leg now, shown when someone else saved it first. */
  current(leg: Leg): ReactNode;
  /** The fields, drawn from the version being edited; `submit` saves what the form holds. */
  children(leg: Leg, actions: { submit(): void }): ReactNode;
}

/**
 * The one pattern of every recording drawer: a form checked by the shared schema, one save, and
 * what follows it. A success closes the drawer, says so and refreshes the board. A stale version
 * keeps what the user typed, shows what is recorded now and lets the user save again over it;
 * a refusal says why in a toast and keeps the drawer open.
 */
export function LegFormDrawer<TIn extends FieldValues, TOut>(props: LegFormDrawerProps<TIn, TOut>) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const formId = useId();
  const { request, form } = props;
  const [edited, setEdited] = useState({ leg: request.leg, conflict: false });
  // Another leg chosen in the drawer (an overnight's arrival) starts over from that leg.
  if (edited.leg._id !== request.leg._id) setEdited({ leg: request.leg, conflict: false });
  const { leg, conflict } = edited;
  const mutation = useMutation({ mutationFn: (run: (leg: Leg) => Promise<Leg>) => run(leg) });

  /** `savedKey` is read once the save succeeded: it may depend on what the send found. */
  function save(run: (leg: Leg) => Promise<Leg>, savedKey: () => string, errorKey: string) {
    mutation.mutate(run, {
      onSuccess() {
        toast.show({ type: 'success', title: t(savedKey()) });
        props.onClose();
      },
      onError(error) {
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
        const fields = props.closeOnError && error instanceof ApiError ? error.fields : [];
        const text = fields.length
          ? fields.map((field) => t(field.key, field.params)).join(' ')
          : errorText(t, error);
        toast.show({ type: 'danger', title: t(errorKey), text });
        if (props.closeOnError) props.onClose();
      },
    });
  }

  const errorKey = props.errorKey ?? 'edits.toast.error';
  const submit = form.handleSubmit(
    (values) =>
      save(
        (current) => props.send(values, current),
        () => (typeof props.savedKey === 'string' ? props.savedKey : props.savedKey(values)),
        errorKey,
      ),
    props.onInvalid,
  );
  const remove = props.remove;

  const readOnly = request.readOnly;
  const saveLabel = typeof props.saveLabel === 'function' ? props.saveLabel(leg) : props.saveLabel;
  const canSave = typeof props.canSave === 'function' ? props.canSave(leg) : props.canSave;
  const { day } = sideOf(leg, request.side);
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      subtitle={legSubtitle(leg, day)}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {readOnly ? t('common.close') : t('common.cancel')}
          </Button>
          {!readOnly && remove && (
            <Button
              variant="tertiary"
              className={styles.remove}
              disabled={mutation.isPending}
              onClick={() => save(remove.send, () => remove.savedKey, remove.errorKey)}
            >
              {remove.label}
            </Button>
          )}
          {!readOnly && (
            <Button
              type="submit"
              form={formId}
              loading={mutation.isPending}
              disabled={mutation.isPending || canSave === false}
            >
              {saveLabel ?? t('common.save')}
            </Button>
          )}
        </>
      }
    >
      {conflict && (
        <Alert color="warning" title={t('edits.conflict.title')}>
          <p className={styles.conflictText}>{t('errors.VERSION_CONFLICT')}</p>
          <div className={styles.current} data-testid="conflict-current">
            <b>{t('edits.conflict.current')}</b>
            {props.current(leg)}
          </div>
        </Alert>
      )}
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset} disabled={readOnly}>
          {props.children(leg, { submit: () => void submit() })}
        </fieldset>
      </form>
      <MovementSection leg={leg} side={request.side} initiallyOpen={props.movementOpen} />
      {capabilities(user?.role).supervisor && <LegHistory legId={leg._id} />}
    </Drawer>
  );
}
