import { capabilities, sideOf } from '@board/domain';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Drawer } from '../../components/ui/index.ts';
import type { DrawerProps } from '../../lib/legs/drawer-request.ts';
import { legSubtitle } from '../../lib/legs/leg-format.ts';
import { useSession } from '../../session/session.ts';
import styles from './leg-form-drawer.module.css';
import { LegHistory } from './leg-history.tsx';
import { MovementSection } from './movement/movement-section.tsx';
import type { DrawerSave } from './use-drawer-save.ts';

export interface LegFormDrawerProps extends DrawerProps {
  title: string;
  /** The form's save, made by the drawer that shows it (`useDrawerSave`). */
  save: DrawerSave;
  /** What is recorded on the leg now, shown when someone else saved it first. */
  current: ReactNode;
  saveLabel?: string;
  /** Save stays disabled until this holds, beyond the form being valid (an edit made...). */
  canSave?: boolean;
  /** A second way out of the drawer that deletes what is recorded (edit mode of overnights). */
  remove?: { label: string; onRemove(): void };
  /** The side's movement message starts unfolded (the delays of a departure that left). */
  movementOpen?: boolean;
  /** The fields, drawn from the version being edited (`save.leg`). */
  children: ReactNode;
}

/**
 * The one frame of every recording drawer: the form, its save and cancel, what is recorded now
 * when the save found a newer version, the side's movement message and, for a supervisor, the
 * leg's history. It saves nothing itself: its submit is the save it is given.
 */
export function LegFormDrawer(props: LegFormDrawerProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const formId = useId();
  const { request, save, remove } = props;
  const { leg, pending } = save;
  const readOnly = request.readOnly;
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
              onClick={remove.onRemove}
            >
              {remove.label}
            </Button>
          )}
          {!readOnly && (
            <Button
              type="submit"
              form={formId}
              loading={pending}
              disabled={pending || props.canSave === false}
            >
              {props.saveLabel ?? t('common.save')}
            </Button>
          )}
        </>
      }
    >
      {save.conflict && (
        <Alert color="warning" title={t('edits.conflict.title')}>
          <p className={styles.conflictText}>{t('errors.VERSION_CONFLICT')}</p>
          <div className={styles.current} data-testid="conflict-current">
            <b>{t('edits.conflict.current')}</b>
            {props.current}
          </div>
        </Alert>
      )}
      <form id={formId} className={styles.form} onSubmit={save.submit} noValidate>
        <fieldset className={styles.fieldset} disabled={readOnly}>
          {props.children}
        </fieldset>
      </form>
      <MovementSection leg={leg} side={request.side} initiallyOpen={props.movementOpen} />
      {capabilities(user?.role).supervisor && <LegHistory legId={leg._id} />}
    </Drawer>
  );
}
