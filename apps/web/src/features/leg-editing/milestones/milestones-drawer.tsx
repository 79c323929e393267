import {
  milestonesAreBlank,
  milestonesArrivalForm,
  milestonesArrivalSchema,
  milestonesDepartureForm,
  milestonesDepartureSchema,
  SIDE_FIELDS,
} from '@board/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { DrawerProps } from '../../../lib/legs/drawer-request.ts';
import { modifiedPart } from '../api/modified-part.ts';
import { LegFormDrawer } from '../leg-form-drawer.tsx';
import { useDrawerSave } from '../use-drawer-save.ts';
import { MilestoneGroupFields } from './milestone-group-fields.tsx';
import { milestoneGroups } from './milestone-groups.ts';

/**
 * The turnaround milestones of one side of a leg (sections 2 and 3), every field of the sheet in
 * its group. Saving replaces what was recorded; the table refreshes with the board.
 */
export function MilestonesDrawer(props: DrawerProps) {
  const { t } = useTranslation();
  const { leg, side } = props.request;
  const arrival = side === 'arrival';
  const field = SIDE_FIELDS[side].milestones;
  // The fields are drawn from the group list by path, so the form is typed loosely here; the
  // side's own schema still checks every value, in the drawer as on the server.
  const schema = arrival ? milestonesArrivalSchema : milestonesDepartureSchema;
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>),
    mode: 'onTouched',
    defaultValues: arrival
      ? milestonesArrivalForm(leg.milestones_arrival)
      : milestonesDepartureForm(leg.milestones_departure),
  });
  const save = useDrawerSave({
    ...props,
    form,
    send: (values, current) =>
      // The loosely typed form holds what the side's schema checked (see above).
      modifiedPart(current, field, values as z.input<typeof schema>),
    savedKey: 'edits.toast.saved',
  });

  return (
    <LegFormDrawer
      {...props}
      title={t(arrival ? 'milestones.form.titleArrival' : 'milestones.form.titleDeparture')}
      save={save}
      canSave={form.formState.isDirty}
      current={
        <span>
          {milestonesAreBlank(save.leg[field])
            ? t('milestones.form.none')
            : t('milestones.form.recorded')}
        </span>
      }
    >
      {milestoneGroups(side).map((group) => (
        <MilestoneGroupFields key={group.title} group={group} form={form} />
      ))}
    </LegFormDrawer>
  );
}
