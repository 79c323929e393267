import { TRAILER_TYPES, trailerHasOvernightStay, trailerHasStand } from '@board/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dropdown, TextField } from '../../../components/ui/index.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { StandPair } from './stand-pair.tsx';
import { TRAILER_MAX, type TrailersForm } from './trailers-form.ts';

/** A tow's type, then where it went: a destination stand or, for an overnight stay, a place. */
export function TrailerPlaceFields(props: { form: TrailersForm; index: number; tapeHall: string }) {
  const { t } = useTranslation();
  const { register, control, formState, watch } = props.form;
  const i = props.index;
  const errors = formState.errors.items?.[i]?.trailer;
  const code = watch(`items.${i}.trailer.code`);
  const typeCode = code === '' ? null : Number(code);
  const types = TRAILER_TYPES.map((type) => ({
    code: String(type.code),
    name: t(`edits.pea.trailerTypes.${type.code}`),
  }));
  return (
    <>
      <Controller
        control={control}
        name={`items.${i}.trailer.code`}
        render={({ field }) => (
          <Dropdown
            label={t('edits.pea.trailer.type')}
            placeholder={t('edits.pea.trailer.typePlaceholder')}
            items={types}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={fieldErrorText(t, errors?.code)}
          />
        )}
      />
      {trailerHasStand(typeCode) && (
        <StandPair
          caption={t('edits.pea.trailer.destination')}
          form={props.form}
          name={`items.${i}.trailer.description_pea`}
          errors={errors?.description_pea}
          tapeHall={props.tapeHall}
        />
      )}
      {trailerHasOvernightStay(typeCode) && (
        <TextField
          label={t('edits.pea.trailer.overnightStay')}
          maxLength={TRAILER_MAX.overnight}
          {...register(`items.${i}.trailer.overnight_stay`)}
          error={fieldErrorText(t, errors?.overnight_stay, { max: TRAILER_MAX.overnight })}
        />
      )}
    </>
  );
}
