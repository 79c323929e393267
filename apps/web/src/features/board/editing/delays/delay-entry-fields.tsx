import {
  type DelayCode,
  type DelaysFormInput,
  type DelaysFormOutput,
  type Leg,
  localDate,
  localTime,
} from '@board/domain';
import { Trash2 } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, TextField } from '../../../../components/ui/index.ts';
import { fieldErrorText } from '../../../../lib/form-errors.ts';
import { dayMonth } from '../../format/leg-format.ts';
import { MvtTag } from '../../format/mvt-tag.tsx';
import { useBoard } from '../../frame/board-context.tsx';
import parts from '../drawer-parts.module.css';
import styles from './delays-drawer.module.css';

/** The form the fields belong to. */
export type DelaysForm = UseFormReturn<DelaysFormInput, unknown, DelaysFormOutput>;

/** Longest description the shared entry schema allows. */
const DESCRIPTION_MAX = 300;

/**
 * Judges the codes as soon as one is picked (section 5: no code twice): the picked one, and every
 * other entry that has a code, since a repeat is told on the later entry and may start or end
 * there. Entries still without a code are left alone until their turn.
 */
function checkCodes(form: DelaysForm, picked: number) {
  const paths = form
    .getValues('delays')
    .flatMap((entry, j) =>
      j === picked || entry.delay.code !== '' ? [`delays.${j}.delay.code` as const] : [],
    );
  return form.trigger(paths);
}

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
  const { timeZone } = useBoard();
  const { register, control, formState, watch } = props.form;
  const i = props.index;
  const title = t('edits.delays.entry', { n: i + 1 });
  const errors = formState.errors.delays?.[i];
  const code = watch(`delays.${i}.delay.code`);
  // The server keeps an entry's editor while its code stays: the recorded entry of this code.
  const recorded = props.leg.delays.find((entry) => entry.delay.code === code);
  const meaning = props.codes.find((item) => item.code === code) ?? recorded?.delay;
  const items = props.codes.map((item) => ({
    code: item.code,
    name: `${item.code} · ${item.name}`,
    codeText: item.alpha,
  }));
  const when = (at: string) => `${dayMonth(localDate(at, timeZone))} ${localTime(at, timeZone)}`;

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
      <Controller
        control={control}
        name={`delays.${i}.delay.code`}
        render={({ field }) => (
          <Dropdown
            label={t('edits.delays.code')}
            placeholder={t('edits.delays.codePlaceholder')}
            items={items}
            value={field.value}
            disabled={props.disabled}
            // A new entry starts here: react-hook-form moves focus to its first field.
            ref={field.ref}
            onChange={(value) => {
              field.onChange(value);
              void checkCodes(props.form, i);
            }}
            error={errors?.delay?.code && fieldErrorText(t, errors.delay.code)}
          />
        )}
      />
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
      {recorded?.last_editor && (
        <p className={parts.muted}>
          {recorded.source === 'MVT'
            ? t('mvt.received')
            : t('edits.delays.lastEdit', recorded.last_editor)}
          {recorded.sub_code &&
            ` · ${t('mvt.subCode', { code: `${recorded.delay.code}${recorded.sub_code}` })}`}
          {recorded.last_update && (
            <>
              {' · '}
              <time dateTime={recorded.last_update} className={styles.nowrap}>
                {when(recorded.last_update)}
              </time>
            </>
          )}
        </p>
      )}
      {recorded?.modified_by_duty && <p className={styles.badge}>{t('edits.delays.byDuty')}</p>}
    </fieldset>
  );
}
