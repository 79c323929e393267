import {
  CDA_PHONE_LENGTH,
  type CdaInput,
  cdaInputSchema,
  cdaPreview,
  SIDE_FIELDS,
  sideOf,
} from '@board/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, TextField } from '../../../../components/ui/index.ts';
import { fieldErrorText } from '../../../../lib/form-errors.ts';
import { useDispatchers } from '../api/list-dispatchers.ts';
import { modifiedPart } from '../api/modified-part.ts';
import type { DrawerProps } from '../drawer-request.ts';
import { LegFormDrawer } from '../leg-form-drawer.tsx';
import styles from './cda-drawer.module.css';

const EMPTY: CdaInput = { name: '', last_name: '', phone_number: '' };

/**
 * The dispatcher (CDA) of one side of the leg (sections 4 and 5): name, last name and phone,
 * the short name the board shows, suggestions from the station's list, and delete, which saves
 * empty values.
 */
export function CdaDrawer(props: DrawerProps) {
  const { t } = useTranslation();
  const { leg, side, readOnly } = props.request;
  const field = SIDE_FIELDS[side].cda;
  const { station, cda: assigned } = sideOf(leg, side);
  const form = useForm({
    resolver: zodResolver(cdaInputSchema),
    mode: 'onTouched',
    defaultValues: assigned
      ? { name: assigned.name, last_name: assigned.last_name, phone_number: assigned.phone_number }
      : EMPTY,
  });
  const { register, formState, watch, setValue } = form;
  const dispatchers = useDispatchers(station);
  const [name, lastName] = watch(['name', 'last_name']);
  const preview = name.trim() && lastName.trim() ? cdaPreview(name, lastName) : '';
  const choose = (values: CdaInput) => {
    for (const key of ['name', 'last_name', 'phone_number'] as const) {
      setValue(key, values[key], { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <LegFormDrawer
      {...props}
      title={t(side === 'arrival' ? 'edits.cda.titleArrival' : 'edits.cda.titleDeparture')}
      form={form}
      send={(cda, current) => modifiedPart(current, field, cda)}
      savedKey="edits.toast.saved"
      canSave={formState.isDirty}
      current={(fresh) => <span>{fresh[field]?.display_name || t('edits.cda.none')}</span>}
    >
      {(_, { submit }) => (
        <>
          <Dropdown
            label={t('edits.cda.suggestions')}
            placeholder={t('edits.cda.suggestionsPlaceholder')}
            items={(dispatchers.data ?? []).map((d) => ({
              code: d.code,
              name: `${d.code} · ${d.name} ${d.last_name}`,
              codeText: d.phone_number,
            }))}
            disabled={readOnly}
            onChange={(code) => {
              const chosen = dispatchers.data?.find((d) => d.code === code);
              if (chosen) choose(chosen);
            }}
          />
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
              {preview || '—'}
            </output>
            {formState.errors.display_name && (
              <span className={styles.previewError} role="alert">
                {fieldErrorText(t, formState.errors.display_name)}
              </span>
            )}
          </div>
          {assigned && !readOnly && (
            <Button
              variant="tertiary"
              className={styles.delete}
              onClick={() => {
                choose(EMPTY);
                submit();
              }}
            >
              {t('edits.cda.delete')}
            </Button>
          )}
        </>
      )}
    </LegFormDrawer>
  );
}
