import type { OvernightFormOutput, OvernightFormValues } from '@board/domain';
import { cutMinutes, overnightType, overnightTypeProblem, overnightTypesAt } from '@board/domain';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, Dropdown, TextField } from '../../../../components/ui/index.ts';
import { fieldErrorText } from '../../../../lib/form-errors.ts';
import parts from '../drawer-parts.module.css';
import { TimeRange } from '../time-range.tsx';
import styles from './overnight-drawer.module.css';

/** Longest text of each field, as the shared overnight schema allows. */
const MAX = { location: 20, comment: 300, authorizer: 60 };

/**
 * Type, location and comment, and the cut: switched on, it asks for start, end and who
 * authorised it, and shows the total (section 4). Only the types of the arrival's station are
 * offered; a record holding another station's type names it in the field's error until the user
 * picks one offered, since the server would refuse it.
 */
export function OvernightFields(props: {
  form: UseFormReturn<OvernightFormValues, unknown, OvernightFormOutput>;
  /** Where the aircraft stays the night: the arrival's station. */
  station: string;
  /** Opened to read: nothing is asked of the reader. */
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { register, control, formState, watch } = props.form;
  const errors = formState.errors;
  const error = (field: FieldError | undefined, max?: number) => fieldErrorText(t, field, { max });
  const values = watch();
  const example = overnightType(Number(values.type.code))?.example;
  const total = cutMinutes(values.cut_duration.start, values.cut_duration.end);
  const types = overnightTypesAt(props.station).map((type) => ({
    code: String(type.code),
    name: t(`overnights.types.${type.code}`),
    codeText: t('overnights.drawer.example', { example: type.example }),
  }));
  const elsewhere = overnightTypeProblem(Number(values.type.code) || null, props.station);

  return (
    <>
      <Controller
        control={control}
        name="type.code"
        render={({ field }) => (
          <Dropdown
            label={t('overnights.drawer.type')}
            placeholder={t('overnights.drawer.typePlaceholder')}
            items={types}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={
              error(errors.type?.code) ??
              (elsewhere ? t(elsewhere.key, elsewhere.params) : undefined)
            }
          />
        )}
      />
      <TextField
        label={t('overnights.drawer.location')}
        placeholder={example ? t('overnights.drawer.example', { example }) : undefined}
        maxLength={MAX.location}
        {...register('ubication')}
        error={error(errors.ubication, MAX.location)}
      />
      <TextField
        label={t('overnights.drawer.comment')}
        maxLength={MAX.comment}
        {...register('comment')}
        error={error(errors.comment, MAX.comment)}
      />
      <Controller
        control={control}
        name="cut"
        render={({ field }) => (
          <Checkbox
            label={t('overnights.drawer.cut')}
            checked={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {values.cut && (
        <fieldset className={`${parts.box} ${styles.cut}`} aria-label={t('overnights.drawer.cut')}>
          <TimeRange
            start={register('cut_duration.start')}
            end={register('cut_duration.end')}
            startError={error(errors.cut_duration?.start)}
            endError={error(errors.cut_duration?.end)}
            total={total === null ? '' : t('overnights.drawer.minutes', { count: total })}
            totalTestId="cut-total"
            required={!props.readOnly}
          />
          <TextField
            label={t('overnights.drawer.authorizer')}
            maxLength={MAX.authorizer}
            required={!props.readOnly}
            {...register('cut_duration.authorizer')}
            error={error(errors.cut_duration?.authorizer, MAX.authorizer)}
          />
        </fieldset>
      )}
    </>
  );
}
