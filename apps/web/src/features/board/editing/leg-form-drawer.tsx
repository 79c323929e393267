import { capabilities, type Leg, sideOf } from '@board/domain';
import { type ReactNode, useId } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Drawer } from '../../../components/ui/index.ts';
import { useSession } from '../../../session/session.ts';
import { legSubtitle } from '../format/leg-format.ts';
import type { LegWrite } from './api/leg-write.ts';
import type { DrawerProps } from './drawer-request.ts';
import styles from './leg-form-drawer.module.css';
import { LegHistory } from './leg-history.tsx';
import { MovementSection } from './movement/movement-section.tsx';
import { useDrawerSave } from './use-drawer-save.ts';

export interface LegFormDrawerProps<TIn extends FieldValues, TOut> extends DrawerProps {
  title: string;
  form: UseFormReturn<TIn, unknown, TOut>;
  /**
   * The save of the checked values, made from `leg`: the version the user now edits from. The
   * drawer sends it, or keeps it on the device while there is no network.
   */
  send(values: TOut, leg: Leg): LegWrite;
  /** Which of the drawer's forms this is, where it has several (a waiting save reopens it). */
  formName?: string;
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
  remove?: { label: string; send(leg: Leg): LegWrite; savedKey: string; errorKey: string };
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
  const { user } = useSession();
  const formId = useId();
  const { request, form } = props;
  const { leg, conflict, save, pending } = useDrawerSave({
    request,
    form,
    formName: props.formName ?? request.kind,
    closeOnError: props.closeOnError === true,
    onClose: props.onClose,
  });

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
              disabled={pending}
              onClick={() => save(remove.send, () => remove.savedKey, remove.errorKey)}
            >
              {remove.label}
            </Button>
          )}
          {!readOnly && (
            <Button
              type="submit"
              form={formId}
              loading={pending}
              disabled={pending || canSave === false}
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
