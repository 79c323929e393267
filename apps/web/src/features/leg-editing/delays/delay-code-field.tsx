import type { DelayCode } from '@board/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../../components/ui/index.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { checkCodes, type DelaysForm } from './delays-form.ts';

/** An entry's code, picked from the IATA list. */
export function DelayCodeField(props: {
  form: DelaysForm;
  index: number;
  codes: readonly DelayCode[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const i = props.index;
  const error = props.form.formState.errors.delays?.[i]?.delay?.code;
  const items = props.codes.map((item) => ({
    code: item.code,
    name: `${item.code} · ${item.name}`,
    codeText: item.alpha,
  }));
  return (
    <Controller
      control={props.form.control}
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
          error={error && fieldErrorText(t, error)}
        />
      )}
    />
  );
}
