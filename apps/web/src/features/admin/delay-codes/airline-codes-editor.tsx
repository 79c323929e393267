import { airlineDelayCodesRequest } from '@board/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, useToast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/api-error.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveAirlineCodes } from '../api/save-airline-codes.ts';
import { AirlineCodeRow } from './airline-code-row.tsx';
import styles from './airline-codes.module.css';
import { type AirlineCodesForm, airlineCodeRows, nextFreeCode } from './airline-codes.ts';

/**
 * The airline's codes as one list, checked by the request's own schema and saved whole: the
 * server replaces the list, so a row taken out here is a code the stations stop being offered.
 */
export function AirlineCodesEditor({ saved }: { saved: AirlineCodesForm }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useForm({
    resolver: zodResolver(airlineDelayCodesRequest),
    mode: 'onTouched',
    defaultValues: saved,
  });
  const rows = useFieldArray({ control: form.control, name: 'codes' });
  const save = useSaveAirlineCodes();
  const next = nextFreeCode(form.watch('codes'));

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess(catalogue) {
        form.reset(airlineCodeRows(catalogue.data));
        toast.show({ type: 'success', title: t('admin.codes.toast.saved') });
      },
      onError(error) {
        showServerFieldErrors(error, form.setError, t);
        toast.show({
          type: 'danger',
          title: t('admin.codes.toast.failed'),
          text: errorText(t, error),
        });
      },
    }),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {rows.fields.length === 0 ? (
        <p className={styles.empty}>{t('admin.codes.empty')}</p>
      ) : (
        <div className={styles.rows}>
          {rows.fields.map((field, index) => (
            <AirlineCodeRow
              key={field.id}
              form={form}
              index={index}
              onRemove={() => rows.remove(index)}
            />
          ))}
        </div>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          icon={<Plus />}
          disabled={next === null}
          onClick={() => next && rows.append({ code: next, alpha: null, name: '' })}
        >
          {t('admin.codes.add')}
        </Button>
        <Button
          type="submit"
          loading={save.isPending}
          disabled={!form.formState.isDirty || save.isPending}
        >
          {t('admin.codes.save')}
        </Button>
      </div>
    </form>
  );
}
