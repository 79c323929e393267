import type { DelayCode, Leg } from '@board/domain';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../../components/ui/index.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { MvtTag } from '../../../lib/legs/mvt-tag.tsx';
import parts from '../drawer-parts.module.css';
import { DelayCodeField } from './delay-code-field.tsx';
import { DelayRecordedBy } from './delay-recorded-by.tsx';
import styles from './delays-drawer.module.css';
import type { DelaysForm } from './delays-form.ts';

/** Longest description the shared entry schema allows. */
const DESCRIPTION_MAX = 300;

/**
 * One delay entry (Demora #n): its code from the IATA list, what that code means and who answers
 * for it, minutes and description, and who last recorded it.
 */
export function DelayEntryFields(props: {
  form: DelaysForm;
  index: number;
  leg: Leg;
  codes: readonly DelayCode[];
  disabled: boolean;
  /** Absent when there is nothing to remove (a sole blank entry) or nothing may change. */
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const { register, formState, watch } = props.form;
  const i = props.index;
  const title = t('edits.delays.entry', { n: i + 1 });
  const errors = formState.errors.delays?.[i];
  const code = watch(`delays.${i}.delay.code`);
  // The server keeps an entry's editor while its code stays: the recorded entry of this code.
  const recorded = props.leg.delays.find((entry) => entry.delay.code === code);
  const meaning = props.codes.find((item) => item.code === code) ?? recorded?.delay;

  return (
    <fieldset className={parts.box} aria-label={title}>
      <div className={`${parts.boxHead} ${styles.entryHead}`}>
        <h3 className={parts.boxTitle}>
          {title}
          <MvtTag entry={recorded} />
        </h3>
        {props.onRemove && (
          <Button
            variant="tertiary"
            icon={<Trash2 size={16} aria-hidden="true" />}
            aria-label={t('edits.delays.remove', { n: i + 1 })}
            onClick={props.onRemove}
          >
            {t('common.delete')}
          </Button>
        )}
      </div>
      <DelayCodeField form={props.form} index={i} codes={props.codes} disabled={props.disabled} />
      {meaning && (
        <dl className={`${styles.meaning} ${parts.terms}`} data-testid={`delay-meaning-${i}`}>
          <dt>{t('edits.delays.motive')}</dt>
          <dd>{meaning.name}</dd>
          <dt>{t('edits.delays.responsible')}</dt>
          <dd>{meaning.iataResponsible}</dd>
        </dl>
      )}
      <div className={styles.pair}>
        <TextField
          label={t('edits.delays.minutes')}
          required={!props.disabled}
          inputMode="numeric"
          disabled={props.disabled}
          {...register(`delays.${i}.minutes`)}
          error={fieldErrorText(t, errors?.minutes)}
        />
        <TextField
          label={t('edits.delays.description')}
          maxLength={DESCRIPTION_MAX}
          disabled={props.disabled}
          {...register(`delays.${i}.description`)}
          error={fieldErrorText(t, errors?.description, { max: DESCRIPTION_MAX })}
        />
      </div>
      <DelayRecordedBy entry={recorded} />
    </fieldset>
  );
}
