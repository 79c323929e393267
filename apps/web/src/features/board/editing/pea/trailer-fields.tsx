import {
  durationMinutes,
  type LegSide,
  TRAILER_TYPES,
  type TrailersFormInput,
  type TrailersFormOutput,
  trailerFromForm,
  trailerHasContent,
  trailerHasOvernightStay,
  trailerHasStand,
} from '@board/domain';
import { Trash2 } from 'lucide-react';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Dropdown, TextField } from '../../../../components/ui/index.ts';
import { fieldErrorText } from '../../../../lib/form-errors.ts';
import parts from '../drawer-parts.module.css';
import { TimeRange } from '../time-range.tsx';
import { standWords } from './pea-changes.tsx';
import styles from './pea-drawer.module.css';

/** The form the fields belong to. */
export type TrailersForm = UseFormReturn<TrailersFormInput, unknown, TrailersFormOutput>;

/** Longest text of each field, as the shared tow schema allows. */
const MAX = { stand: 8, overnight: 40, equipment: 20, operator: 60, description: 300 };

/** One tow (Remolque #n): its type decides whether a stand or an overnight location is asked. */
export function TrailerFields(props: {
  form: TrailersForm;
  index: number;
  side: LegSide;
  /** A sole blank tow has nothing to remove. */
  onRemove?: () => void;
  /** The only tow: left blank, it deletes the tows rather than blocking the save. */
  alone: boolean;
}) {
  const { t } = useTranslation();
  const { register, control, formState, watch } = props.form;
  const i = props.index;
  const title = t('edits.pea.trailer.title', { n: i + 1 });
  const errors = formState.errors.items?.[i];
  const error = (field: FieldError | undefined, max?: number) => fieldErrorText(t, field, { max });
  const item = watch(`items.${i}`);
  const total = durationMinutes(item.duration.start.trim(), item.duration.end.trim());
  // Worked out from what is typed (the resolver's own item error would linger once filled).
  const blank = !props.alone && !trailerHasContent(trailerFromForm(item));
  const words = standWords(t, props.side);
  const types = TRAILER_TYPES.map((type) => ({
    code: String(type.code),
    name: t(`edits.pea.trailerTypes.${type.code}`),
  }));
  const typeCode = item.trailer.code === '' ? null : Number(item.trailer.code);

  return (
    <fieldset className={parts.box} aria-label={title}>
      <div className={parts.boxHead}>
        <h4 className={parts.boxTitle}>{title}</h4>
        {props.onRemove && (
          <Button
            variant="tertiary"
            icon={<Trash2 size={16} aria-hidden="true" />}
            className={styles.remove}
            aria-label={t('edits.pea.trailer.remove', { n: i + 1 })}
            onClick={props.onRemove}
          >
            {t('common.delete')}
          </Button>
        )}
      </div>
      {blank && <p className={parts.muted}>{t('validation.trailerEmpty')}</p>}
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
            error={error(errors?.trailer?.code)}
          />
        )}
      />
      {trailerHasStand(typeCode) && (
        <StandPair
          caption={t('edits.pea.trailer.destination')}
          form={props.form}
          name={`items.${i}.trailer.description_pea`}
          errors={errors?.trailer?.description_pea}
          tapeHall={words.tapeHall}
        />
      )}
      {trailerHasOvernightStay(typeCode) && (
        <TextField
          label={t('edits.pea.trailer.overnightStay')}
          maxLength={MAX.overnight}
          {...register(`items.${i}.trailer.overnight_stay`)}
          error={error(errors?.trailer?.overnight_stay, MAX.overnight)}
        />
      )}
      <TimeRange
        start={register(`items.${i}.duration.start`)}
        end={register(`items.${i}.duration.end`)}
        startError={error(errors?.duration?.start)}
        endError={error(errors?.duration?.end)}
        total={total === null ? '—' : t('edits.pea.trailer.minutes', { count: total })}
        totalTestId={`trailer-total-${i}`}
      />
      <StandPair
        caption={t('edits.pea.trailer.originalPea')}
        form={props.form}
        name={`items.${i}.original_pea`}
        errors={errors?.original_pea}
        tapeHall={words.tapeHall}
      />
      <div className={parts.pair}>
        <TextField
          label={t('edits.pea.trailer.equipment')}
          maxLength={MAX.equipment}
          {...register(`items.${i}.equipment_number`)}
          error={error(errors?.equipment_number, MAX.equipment)}
        />
        <TextField
          label={t('edits.pea.trailer.operator')}
          maxLength={MAX.operator}
          {...register(`items.${i}.operator_name`)}
          error={error(errors?.operator_name, MAX.operator)}
        />
      </div>
      <TextField
        label={t('edits.pea.trailer.description')}
        maxLength={MAX.description}
        {...register(`items.${i}.description`)}
        error={error(errors?.description, MAX.description)}
      />
      <Controller
        control={control}
        name={`items.${i}.additional_service`}
        render={({ field }) => (
          <Checkbox
            label={t('edits.pea.trailer.additionalService')}
            checked={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </fieldset>
  );
}

type StandName = `items.${number}.trailer.description_pea` | `items.${number}.original_pea`;

/** A stand of a tow (where it went, where it was): number and tape (arrival) or hall. */
function StandPair(props: {
  caption: string;
  form: TrailersForm;
  name: StandName;
  errors?: { number?: FieldError; tape_hall?: FieldError };
  tapeHall: string;
}) {
  const { t } = useTranslation();
  const { register } = props.form;
  return (
    <div className={styles.group}>
      <span className={styles.groupCaption}>{props.caption}</span>
      <div className={parts.pair}>
        <TextField
          label={t('edits.pea.number')}
          maxLength={MAX.stand}
          {...register(`${props.name}.number`)}
          error={fieldErrorText(t, props.errors?.number, { max: MAX.stand })}
        />
        <TextField
          label={props.tapeHall}
          maxLength={MAX.stand}
          {...register(`${props.name}.tape_hall`)}
          error={fieldErrorText(t, props.errors?.tape_hall, { max: MAX.stand })}
        />
      </div>
    </div>
  );
}
