import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/index.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import parts from '../drawer-parts.module.css';
import styles from './pea-drawer.module.css';
import { TRAILER_MAX, type TrailersForm } from './trailers-form.ts';

type StandName = `items.${number}.trailer.description_pea` | `items.${number}.original_pea`;

/** A stand of a tow (where it went, where it was): number and tape (arrival) or hall. */
export function StandPair(props: {
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
          maxLength={TRAILER_MAX.stand}
          {...register(`${props.name}.number`)}
          error={fieldErrorText(t, props.errors?.number, { max: TRAILER_MAX.stand })}
        />
        <TextField
          label={props.tapeHall}
          maxLength={TRAILER_MAX.stand}
          {...register(`${props.name}.tape_hall`)}
          error={fieldErrorText(t, props.errors?.tape_hall, { max: TRAILER_MAX.stand })}
        />
      </div>
    </div>
  );
}
