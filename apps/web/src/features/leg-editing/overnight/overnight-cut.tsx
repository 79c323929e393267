import type { OvernightFormOutput, OvernightFormValues } from '@board/domain';
import { cutMinutes } from '@board/domain';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, TextField } from '../../../components/ui/index.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import parts from '../drawer-parts.module.css';
import { TimeRange } from '../time-range.tsx';
import styles from './overnight-drawer.module.css';

/** Longest name of who authorised a cut, as the shared overnight schema allows. */
const AUTHORIZER_MAX = 60;

/** The cut of an overnight: switched on, it asks for start, end and who authorised it. */
export function OvernightCut(props: {
  form: UseFormReturn<OvernightFormValues, unknown, OvernightFormOutput>;
  values: OvernightFormValues;
  /** Opened to read: nothing is asked of the reader. */
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { register, control, formState } = props.form;
  const errors = formState.errors.cut_duration;
  const error = (field: FieldError | undefined, max?: number) => fieldErrorText(t, field, { max });
  const { cut, cut_duration: duration } = props.values;
  const total = cutMinutes(duration.start, duration.end);
  return (
    <>
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
      {cut && (
        <fieldset className={`${parts.box} ${styles.cut}`} aria-label={t('overnights.drawer.cut')}>
          <TimeRange
            start={register('cut_duration.start')}
            end={register('cut_duration.end')}
            startError={error(errors?.start)}
            endError={error(errors?.end)}
            total={total === null ? '' : t('overnights.drawer.minutes', { count: total })}
            totalTestId="cut-total"
            required={!props.readOnly}
          />
          <TextField
            label={t('overnights.drawer.authorizer')}
            maxLength={AUTHORIZER_MAX}
            required={!props.readOnly}
            {...register('cut_duration.authorizer')}
            error={error(errors?.authorizer, AUTHORIZER_MAX)}
          />
        </fieldset>
      )}
    </>
  );
}
