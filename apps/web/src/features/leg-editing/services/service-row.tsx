import { durationMinutes, type ServicesFormInput, type ServicesFormOutput } from '@board/domain';
import type { TFunction } from 'i18next';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, TextField } from '../../../components/ui/index.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { TimeRange } from '../time-range.tsx';
import styles from './services-drawer.module.css';

export type ServicesForm = UseFormReturn<ServicesFormInput, unknown, ServicesFormOutput>;

/** Longest description the shared service schema allows. */
const MAX_DESCRIPTION = 300;

/**
 * One service of the catalogue: checking it reveals its description and times, and the total
 * worked out as they are typed (section 4).
 */
export function ServiceRow(props: { form: ServicesForm; index: number; readOnly: boolean }) {
  const { form, index } = props;
  const { t } = useTranslation();
  const { register, control, formState, watch } = form;
  const item = watch(`items.${index}`);
  const errors = formState.errors.items?.[index];
  const error = (field: FieldError | undefined) =>
    fieldErrorText(t, field, { max: MAX_DESCRIPTION });
  const name = t(`edits.services.names.${item.code}`);

  return (
    <li className={item.checked ? `${styles.row} ${styles.checked}` : styles.row}>
      <Controller
        control={control}
        name={`items.${index}.checked`}
        render={({ field }) => (
          <Checkbox
            label={name}
            checked={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {item.checked && (
        <fieldset className={styles.fields} aria-label={name}>
          <TextField
            label={t('edits.services.description')}
            // A reader is not asked for anything.
            required={!props.readOnly}
            maxLength={MAX_DESCRIPTION}
            {...register(`items.${index}.description`)}
            error={error(errors?.description)}
          />
          <TimeRange
            start={register(`items.${index}.duration.start`)}
            end={register(`items.${index}.duration.end`)}
            startError={error(errors?.duration?.start)}
            endError={error(errors?.duration?.end)}
            total={serviceTotalText(t, item.duration)}
            totalTestId={`service-total-${item.code}`}
          />
        </fieldset>
      )}
    </li>
  );
}

/** "N minuto(s)" from end minus start, across midnight; blank while either time is invalid. */
export function serviceTotalText(t: TFunction, duration: { start: string; end: string }): string {
  const total = durationMinutes(duration.start.trim(), duration.end.trim());
  return total === null ? '' : t('edits.services.minutes', { count: total });
}
