import {
  delayFormEntry,
  delaySaveRefusal,
  delaysFormSchema,
  emptyDelayFormEntry,
  movementMessageOf,
} from '@board/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDelayCodes } from '../../../catalogues/list-delay-codes.ts';
import type { DrawerProps } from '../../../lib/legs/drawer-request.ts';
import { useSession } from '../../../session/session.ts';
import { legWrite } from '../api/leg-write.ts';
import { LegFormDrawer } from '../leg-form-drawer.tsx';
import { useDrawerSave } from '../use-drawer-save.ts';
import { DelayEntries } from './delay-entries.tsx';
import { DelaysCurrent } from './delays-current.tsx';

/**
 * The delays of a departure (sections 4 to 8): up to three entries of code, minutes and
 * description. The first registration goes to store-delays (Registrar), later ones to
 * update-delays (Guardar); a non-supervisor saves nothing once a supervisor recorded an entry.
 * Both follow the version being edited, so after a conflict the leg recorded now decides them.
 */
export function DelaysDrawer(props: DrawerProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { leg, readOnly } = props.request;
  const form = useForm({
    resolver: zodResolver(delaysFormSchema),
    // Judged as each field is left (section 5), not as the list changes: with onTouched, adding
    // an entry would flag its blank fields at once and a code picked afterwards would keep the
    // stale "Debe seleccionar un código". Codes are judged as soon as they are picked.
    mode: 'onBlur',
    defaultValues: {
      delays: leg.delays.length ? leg.delays.map(delayFormEntry) : [emptyDelayFormEntry()],
    },
  });
  // A failure to load the codes has its toast from the query (one, however many read it).
  const codes = useDelayCodes();

  const save = useDrawerSave({
    ...props,
    form,
    // The first delays of a departure are registered; later ones update them.
    send: (values, current) =>
      legWrite(current.delays.length === 0 ? 'v1/leg/store-delays' : 'v1/leg/update-delays', {
        _id: current._id,
        version: current.version,
        depstn: current.depstn,
        ...values,
      }),
    savedKey: (write) =>
      write.path === 'v1/leg/store-delays' ? 'edits.toast.registered' : 'edits.toast.delaysSaved',
  });
  // The server's own rule; the fields follow it so a CTA does not type what cannot be saved.
  const locked = delaySaveRefusal(user?.role ?? null, save.leg.delays) !== null;

  return (
    <LegFormDrawer
      {...props}
      title={t('edits.delays.title')}
      save={save}
      saveLabel={save.leg.delays.length === 0 ? t('edits.delays.register') : t('common.save')}
      canSave={form.formState.isDirty && !locked}
      // Delays are coded once the aircraft has pushed back, and the message goes out with them.
      movementOpen={movementMessageOf(leg, 'departure') !== null}
      current={<DelaysCurrent leg={save.leg} />}
    >
      <DelayEntries
        form={form}
        leg={save.leg}
        codes={codes.data?.data ?? []}
        locked={locked && !readOnly}
        editable={!readOnly && !locked}
      />
    </LegFormDrawer>
  );
}
