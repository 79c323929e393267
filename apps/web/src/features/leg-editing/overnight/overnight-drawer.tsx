import {
  currentRegistration,
  type Leg,
  type OvernightFormOutput,
  overnightFormSchema,
  overnightFormValues,
  overnightFromForm,
  overnightIsEmpty,
  overnightSaveBlocked,
  overnightTypeProblem,
} from '@board/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DrawerProps } from '../../../lib/legs/drawer-request.ts';
import { legWrite } from '../api/leg-write.ts';
import parts from '../drawer-parts.module.css';
import { LegFormDrawer } from '../leg-form-drawer.tsx';
import { useDrawerSave } from '../use-drawer-save.ts';
import { ArrivalChoice } from './arrival-choice.tsx';
import { offeredArrivals, placementProblemOf } from './overnight-choices.ts';
import { OvernightFields } from './overnight-fields.tsx';
import { overnightSummary } from './overnight-summary.ts';
import { PlacementAlert } from './placement-alert.tsx';

/** Records `overnight` on the arrival, or deletes its overnight (null). */
const saveOvernight = (arrival: Leg, overnight: OvernightFormOutput | null) =>
  legWrite('v1/leg/modified', { _id: arrival._id, version: arrival.version, overnight });

const titleKey = (readOnly: boolean, editing: boolean) =>
  readOnly
    ? 'overnights.drawer.viewTitle'
    : editing
      ? 'overnights.drawer.editTitle'
      : 'overnights.drawer.addTitle';

/**
 * Adds, edits or deletes the overnight of an aircraft (sections 4 and 5), recorded on the arrival
 * it stays after, chosen by registration and flight. Whether it adds or edits is decided by the
 * row it was opened from; a failed save closes the drawer and says so (section 4). An arrival
 * the server no longer takes an overnight on shows why, and its record can only be deleted or
 * moved to an arrival the drawer offers.
 */
export function OvernightDrawer(props: DrawerProps) {
  const { t } = useTranslation();
  const { request } = props;
  const editing = request.leg.overnight !== null;
  const rows = request.choices ?? [];
  const offered = offeredArrivals(rows, request.leg);
  const [arrival, setArrival] = useState<Leg>(request.leg);
  const form = useForm({
    resolver: zodResolver(overnightFormSchema),
    mode: 'onTouched',
    defaultValues: overnightFormValues(request.leg.overnight),
  });
  const draft = overnightFromForm(form.watch());
  const problem = placementProblemOf(rows, arrival);
  const misplacedType = overnightTypeProblem(draft.type.code, arrival.arrstn) !== null;
  const registration = currentRegistration(arrival.registration);
  const canMove = offered.some(
    (leg) =>
      leg._id !== arrival._id &&
      leg.overnight === null &&
      currentRegistration(leg.registration) === registration,
  );

  const save = useDrawerSave({
    ...props,
    request: { ...request, leg: arrival },
    form,
    send: (values, current) => saveOvernight(current, values),
    savedKey: editing ? 'edits.toast.saved' : 'overnights.toast.added',
    errorKey: editing ? 'edits.toast.error' : 'overnights.toast.addFailed',
    closeOnError: true,
  });

  function choose(leg: Leg) {
    // A misplaced record moves to a free arrival as it stands, so nothing has to be typed again.
    const moving = problem !== null && leg.overnight === null;
    setArrival(leg);
    if (!moving) form.reset(overnightFormValues(leg.overnight));
  }

  return (
    <LegFormDrawer
      {...props}
      title={t(titleKey(request.readOnly, editing))}
      save={save}
      canSave={!overnightSaveBlocked(draft) && problem === null && !misplacedType}
      remove={
        arrival.overnight !== null
          ? {
              label: t('common.delete'),
              onRemove: () =>
                save.saveWith((current) => saveOvernight(current, null), {
                  saved: 'overnights.toast.deleted',
                  failed: 'overnights.toast.deleteFailed',
                }),
            }
          : undefined
      }
      current={<span>{overnightSummary(t, save.leg.overnight)}</span>}
    >
      {problem && (
        <PlacementAlert problem={problem} readOnly={request.readOnly} canMove={canMove} />
      )}
      <ArrivalChoice choices={offered} arrival={arrival} adding={!editing} onChoose={choose} />
      {!request.readOnly && overnightIsEmpty(draft) && (
        <p className={parts.muted}>{t('validation.overnightEmpty')}</p>
      )}
      <OvernightFields form={form} station={arrival.arrstn} readOnly={request.readOnly} />
    </LegFormDrawer>
  );
}
