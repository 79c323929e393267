import { CDA_PHONE_LENGTH, type CdaInput } from '@board/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/index.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import styles from './cda-drawer.module.css';

/**
 * A dispatcher's name, last name and phone, and the short name the board will show for them
 * (`preview`, empty until both names are typed).
 */
export function CdaFields(props: {
  form: Pick<UseFormReturn<CdaInput>, 'register' | 'formState'>;
  preview: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { register, formState } = props.form;
  const { readOnly } = props;
  return (
    <>
      <TextField
        label={t('edits.cda.name')}
        // A reader is not asked for anything.
        required={!readOnly}
        maxLength={40}
        {...register('name')}
        error={fieldErrorText(t, formState.errors.name, { max: 40 })}
      />
      <TextField
        label={t('edits.cda.lastName')}
        required={!readOnly}
        maxLength={40}
        {...register('last_name')}
        error={fieldErrorText(t, formState.errors.last_name, { max: 40 })}
      />
      <TextField
        label={t('edits.cda.phone')}
        hint={t('edits.cda.phoneHint')}
        required={!readOnly}
        inputMode="tel"
        maxLength={CDA_PHONE_LENGTH}
        {...register('phone_number')}
        error={fieldErrorText(t, formState.errors.phone_number)}
      />
      <div className={styles.preview}>
        <span className={styles.previewLabel}>{t('edits.cda.preview')}</span>
        <output className={styles.previewValue} data-testid="cda-preview">
          {props.preview || '—'}
        </output>
        {formState.errors.display_name && (
          <span className={styles.previewError} role="alert">
            {fieldErrorText(t, formState.errors.display_name)}
          </span>
        )}
      </div>
    </>
  );
}
