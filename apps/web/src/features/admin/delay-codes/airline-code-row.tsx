import { AIRLINE_DELAY_CODES, type AirlineDelayCodesRequest } from '@board/domain';
import { Trash2 } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, TextField } from '../../../components/ui/index.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import styles from './airline-codes.module.css';
import type { AirlineCodesForm } from './airline-codes.ts';

/** Longest description the request schema allows. */
const NAME_MAX = 160;

const CODE_ITEMS = AIRLINE_DELAY_CODES.map((code) => ({ code, name: code }));

/** An empty alpha code is no alpha code: the request sends null for it. */
const blankAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

interface AirlineCodeRowProps {
  form: UseFormReturn<AirlineCodesForm, unknown, AirlineDelayCodesRequest>;
  index: number;
  onRemove(): void;
}

/** One airline code: which of 00-05, its optional two-letter alpha code and its description. */
export function AirlineCodeRow({ form, index, onRemove }: AirlineCodeRowProps) {
  const { t } = useTranslation();
  const { control, register, formState, watch } = form;
  const errors = formState.errors.codes?.[index];
  const code = watch(`codes.${index}.code`);
  const label = t('admin.codes.row', { code });

  return (
    <fieldset className={styles.row} aria-label={label} data-code={code}>
      <Controller
        control={control}
        name={`codes.${index}.code`}
        render={({ field }) => (
          <Dropdown
            className={styles.code}
            label={t('admin.codes.code')}
            items={CODE_ITEMS}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={fieldErrorText(t, errors?.code)}
          />
        )}
      />
      <TextField
        className={styles.alpha}
        label={t('admin.codes.alpha')}
        maxLength={2}
        autoComplete="off"
        {...register(`codes.${index}.alpha`, { setValueAs: blankAsNull })}
        error={fieldErrorText(t, errors?.alpha)}
      />
      <TextField
        className={styles.name}
        label={t('admin.codes.name')}
        required
        maxLength={NAME_MAX}
        autoComplete="off"
        {...register(`codes.${index}.name`)}
        error={fieldErrorText(t, errors?.name, { max: NAME_MAX })}
      />
      <Button
        variant="tertiary"
        className={styles.remove}
        icon={<Trash2 />}
        aria-label={t('admin.codes.remove', { code })}
        onClick={onRemove}
      >
        <span className={styles.removeText}>{t('admin.codes.removeShort')}</span>
      </Button>
    </fieldset>
  );
}
