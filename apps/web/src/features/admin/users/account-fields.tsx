import { ROLES, roleText, type Station } from '@board/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/index.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import type { AccountValues } from './account-values.ts';
import styles from './users.module.css';

/** An account's e-mail, full name, role and station; `editable` names those that may change. */
export function AccountFields(props: {
  form: Pick<UseFormReturn<AccountValues>, 'register' | 'formState'>;
  initial: AccountValues;
  editable: (keyof AccountValues)[];
  stations: Pick<Station, 'stn' | 'name'>[];
}) {
  const { t } = useTranslation();
  const { register, formState } = props.form;
  const errors = formState.errors;
  return (
    <>
      <TextField
        label={t('admin.users.email')}
        type="email"
        disabled={!props.editable.includes('email')}
        error={fieldErrorText(t, errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('admin.users.fullName')}
        error={fieldErrorText(t, errors.fullName)}
        {...register('fullName')}
      />
      <label className={styles.choice}>
        <span>{t('admin.users.role')}</span>
        <select defaultValue={props.initial.role} {...register('role')}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleText(role, t)}
            </option>
          ))}
          <option value="">{t('admin.users.noRole')}</option>
        </select>
      </label>
      <label className={styles.choice}>
        <span>{t('admin.users.station')}</span>
        <select
          defaultValue={props.initial.station}
          {...register('station')}
          aria-invalid={errors.station ? true : undefined}
        >
          <option value="">{t('admin.users.noStation')}</option>
          {props.stations.map((station) => (
            <option key={station.stn} value={station.stn}>
              {station.name ? `${station.stn} · ${station.name}` : station.stn}
            </option>
          ))}
        </select>
        {errors.station && (
          <span className={styles.error} role="alert">
            {fieldErrorText(t, errors.station)}
          </span>
        )}
      </label>
    </>
  );
}
