import { MILESTONE_PEA_TYPES } from '@board/domain';
import {
  Controller,
  type FieldError,
  type FieldValues,
  get,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dropdown, TextField } from '../../../components/ui/index.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { MAX_LENGTH, type MilestoneGroup } from './milestone-groups.ts';
import styles from './milestones-drawer.module.css';

/** One group of the sheet (Bodega, Mostrador...) as a titled set of short fields. */
export function MilestoneGroupFields(props: {
  group: MilestoneGroup;
  form: UseFormReturn<FieldValues>;
}) {
  const { t } = useTranslation();
  const { register, control, formState } = props.form;
  const peaTypes = MILESTONE_PEA_TYPES.map((code) => ({
    code,
    name: t(`milestones.form.peaTypes.${code}`),
  }));
  return (
    <fieldset className={styles.group} aria-label={t(props.group.title)}>
      <h4 className={styles.groupTitle}>{t(props.group.title)}</h4>
      <div className={styles.grid}>
        {props.group.fields.map(([path, label, kind]) => {
          const max = MAX_LENGTH[kind];
          const error = fieldErrorText(t, get(formState.errors, path) as FieldError | undefined, {
            max,
          });
          if (kind === 'peaType') {
            return (
              <Controller
                key={path}
                control={control}
                name={path}
                render={({ field }) => (
                  <Dropdown
                    className={styles.wide}
                    label={t(label)}
                    placeholder={t('milestones.form.peaTypePlaceholder')}
                    items={peaTypes}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    error={error}
                  />
                )}
              />
            );
          }
          return (
            <TextField
              key={path}
              className={kind === 'comment' || kind === 'text' ? styles.wide : undefined}
              label={t(label)}
              hint={kind === 'time' ? t('milestones.form.timeHint') : undefined}
              inputMode={
                kind === 'time' || kind === 'count'
                  ? 'numeric'
                  : kind === 'amount'
                    ? 'decimal'
                    : undefined
              }
              maxLength={max}
              {...register(path)}
              error={error}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
