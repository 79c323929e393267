import { durationMinutes, type LegSide, trailerFromForm, trailerHasContent } from '@board/domain';
import { Trash2 } from 'lucide-react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, TextField } from '../../../components/ui/index.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import parts from '../drawer-parts.module.css';
import { TimeRange } from '../time-range.tsx';
import { standWords } from './pea-changes.tsx';
import styles from './pea-drawer.module.css';
import { StandPair } from './stand-pair.tsx';
import { TrailerPlaceFields } from './trailer-place-fields.tsx';
import { TRAILER_MAX, type TrailersForm } from './trailers-form.ts';

export type { TrailersForm } from './trailers-form.ts';

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
      <TrailerPlaceFields form={props.form} index={i} tapeHall={words.tapeHall} />
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
          maxLength={TRAILER_MAX.equipment}
          {...register(`items.${i}.equipment_number`)}
          error={error(errors?.equipment_number, TRAILER_MAX.equipment)}
        />
        <TextField
          label={t('edits.pea.trailer.operator')}
          maxLength={TRAILER_MAX.operator}
          {...register(`items.${i}.operator_name`)}
          error={error(errors?.operator_name, TRAILER_MAX.operator)}
        />
      </div>
      <TextField
        label={t('edits.pea.trailer.description')}
        maxLength={TRAILER_MAX.description}
        {...register(`items.${i}.description`)}
        error={error(errors?.description, TRAILER_MAX.description)}
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
