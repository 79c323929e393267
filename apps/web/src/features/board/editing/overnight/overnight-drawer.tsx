import {
  type Leg,
  overnightFormSchema,
  overnightFormValues,
  overnightFromForm,
  overnightIsEmpty,
  overnightSaveBlocked,
} from '@board/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveLegParts } from '../api/save-leg.ts';
import type { DrawerProps } from '../leg-drawer.tsx';
import { LegFormDrawer } from '../leg-form-drawer.tsx';
import { ArrivalChoice } from './arrival-choice.tsx';
import styles from './overnight-drawer.module.css';
import { OvernightFields } from './overnight-fields.tsx';
import { overnightSummary } from './overnight-summary.ts';

/**
 * Adds, edits or deletes the overnight of an aircraft (sections 4 and 5), recorded on the arrival
 * it stays after, chosen by registration and flight. Whether it adds or edits is decided by the
 * row it was opened from; a failed save closes the drawer and says so (section 4).
 */
export function OvernightDrawer(props: DrawerProps) {
  const { t } = useTranslation();
  const { request } = props;
  const editing = request.leg.overnight !== null;
  const [arrival, setArrival] = useState<Leg>(request.leg);
  const form = useForm({
    resolver: zodResolver(overnightFormSchema),
    mode: 'onTouched',
    defaultValues: overnightFormValues(request.leg.overnight),
  });
  const draft = overnightFromForm(form.watch());

  function choose(leg: Leg) {
    setArrival(leg);
    form.reset(overnightFormValues(leg.overnight));
  }

  const title = request.readOnly
    ? 'overnights.drawer.viewTitle'
    : editing
      ? 'overnights.drawer.editTitle'
      : 'overnights.drawer.addTitle';
  return (
    <LegFormDrawer
      {...props}
      request={{ ...request, leg: arrival }}
      title={t(title)}
      form={form}
      send={(values, current) =>
        saveLegParts({ _id: current._id, version: current.version, overnight: values })
      }
      savedKey={editing ? 'edits.toast.saved' : 'overnights.toast.added'}
      errorKey={editing ? 'edits.toast.error' : 'overnights.toast.addFailed'}
      closeOnError
      canSave={!overnightSaveBlocked(draft)}
      remove={
        editing
          ? {
              label: t('common.delete'),
              send: (current) =>
                saveLegParts({ _id: current._id, version: current.version, overnight: null }),
              savedKey: 'overnights.toast.deleted',
              errorKey: 'overnights.toast.deleteFailed',
            }
          : undefined
      }
      current={(fresh) => <span>{overnightSummary(t, fresh.overnight)}</span>}
    >
      {() => (
        <>
          <ArrivalChoice
            choices={request.choices ?? [request.leg]}
            arrival={arrival}
            adding={!editing}
            onChoose={choose}
          />
          {!request.readOnly && overnightIsEmpty(draft) && (
            <p className={styles.muted}>{t('validation.overnightEmpty')}</p>
          )}
          <OvernightFields form={form} />
        </>
      )}
    </LegFormDrawer>
  );
}
