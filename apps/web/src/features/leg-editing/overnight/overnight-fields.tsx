import type { OvernightFormOutput, OvernightFormValues } from '@board/domain';
import { overnightType, overnightTypeProblem, overnightTypesAt } from '@board/domain';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dropdown, TextField } from '../../../components/ui/index.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { OvernightCut } from './overnight-cut.tsx';

/** Longest text of each field, as the shared overnight schema allows. */
const MAX = { location: 20, comment: 300 };

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
      <OvernightCut form={props.form} values={values} readOnly={props.readOnly} />
    </>
  );
}
