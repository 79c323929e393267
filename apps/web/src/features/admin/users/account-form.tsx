import { type AdminUser, ROLES, roleText, userCreateRequest } from '@board/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAllStations } from '../../../catalogues/list-all-stations.ts';
import { Button, Drawer, TextField, useToast } from '../../../components/ui/index.ts';
import { fieldErrorText, showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useChangeAccount } from '../api/accounts.ts';
import { failureText } from '../components/failure-text.ts';
import styles from './users.module.css';

interface AccountValues {
  email: string;
  fullName: string;
  /** '' for no role, as the list offers it. */
  role: string;
  station: string;
}

const valuesOf = (account: AdminUser | null): AccountValues => ({
  email: account?.email ?? '',
  fullName: account?.fullName ?? '',
  role: account?.role ?? '',
  station: account?.station ?? '',
});

/**
 * Creates an account (its holder is e-mailed a link to choose a password) or changes one. The
 * shared contract judges the form; the server judges it again and names a taken e-mail.
 */
export function AccountForm(props: { account: AdminUser | null; onClose(): void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const stations = useAllStations();
  const change = useChangeAccount();
  const [open, setOpen] = useState(true);
  const initial = valuesOf(props.account);
  const { register, handleSubmit, setError, formState } = useForm<AccountValues>({
    defaultValues: initial,
  });
  const close = () => {
    setOpen(false);
    props.onClose();
  };

  const submit = handleSubmit((values) => {
    const request = {
      email: values.email,
      fullName: values.fullName,
      role: values.role === '' ? null : values.role,
      station: values.station === '' ? null : values.station,
    };
    const checked = userCreateRequest.safeParse(request);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        setError(String(issue.path[0]) as keyof AccountValues, { message: issue.message });
      }
      return;
    }
    const { account } = props;
    const mutation = account
      ? {
          kind: 'update' as const,
          body: { ...checked.data, id: account.id, version: account.version },
        }
      : { kind: 'create' as const, body: checked.data };
    change.mutate(mutation, {
      onSuccess: () => {
        toast.show({
          type: 'success',
          title: t(account ? 'admin.users.toast.saved' : 'admin.users.toast.invited', {
            email: checked.data.email,
          }),
        });
        close();
      },
      onError: (error) => {
        showServerFieldErrors(error, setError, t);
        toast.show({
          type: 'danger',
          title: t('admin.users.toast.failed'),
          text: failureText(t, error),
        });
      },
    });
  });

  const errors = formState.errors;
  // The account's own station is a choice from the start: a select keeps the value it is given
  // only if that option exists then, and the stations may still be on their way. Without it a
  // change of role saved early would clear the station.
  const current = props.account?.station;
  const loaded = stations.data ?? [];
  const stationChoices =
    current && !loaded.some((s) => s.stn === current)
      ? [{ stn: current, name: '' }, ...loaded]
      : loaded;
  return (
    <Drawer
      open={open}
      onClose={close}
      title={t(props.account ? 'admin.users.edit' : 'admin.users.add')}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={change.isPending}>
            {t(props.account ? 'common.save' : 'admin.users.invite')}
          </Button>
        </div>
      }
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('admin.users.email')}
          type="email"
          disabled={props.account !== null}
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
          <select defaultValue={initial.role} {...register('role')}>
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
            defaultValue={initial.station}
            {...register('station')}
            aria-invalid={errors.station ? true : undefined}
          >
            <option value="">{t('admin.users.noStation')}</option>
            {stationChoices.map((station) => (
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
        <button type="submit" hidden />
      </form>
    </Drawer>
  );
}
