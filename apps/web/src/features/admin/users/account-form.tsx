import { type AdminUser, ROLES, roleText } from '@board/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAllStations } from '../../../catalogues/list-all-stations.ts';
import { Button, Drawer, TextField, useToast } from '../../../components/ui/index.ts';
import { fieldErrorText, showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useChangeAccount } from '../api/accounts.ts';
import { failureText } from '../components/failure-text.ts';
import { AccountProblem, problemLines, unplacedLines } from './account-problem.tsx';
import {
  type AccountValues,
  accountRequest,
  editableFields,
  stationChoicesOf,
  valuesOf,
} from './account-values.ts';
import styles from './users.module.css';

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

  const { account } = props;
  const editable = editableFields(account);
  // What the form cannot show under a field it edits: it is said above the fields instead.
  const [problem, setProblem] = useState<string[]>([]);

  const submit = handleSubmit((values) => {
    const request = accountRequest(values, account);
    const unplaced = [];
    for (const { path, message } of request.issues) {
      const field = editable.find((name) => name === path);
      if (field) setError(field, { message });
      else unplaced.push({ path, text: t(message) });
    }
    setProblem(unplacedLines(t, unplaced));
    if (request.issues.length > 0) return;
    change.mutate(request.change, {
      onSuccess: (saved) => {
        toast.show({
          type: 'success',
          title: t(account ? 'admin.users.toast.saved' : 'admin.users.toast.invited', {
            email: saved?.email ?? values.email,
          }),
        });
        close();
      },
      onError: (error) => {
        const lines = problemLines(
          t,
          error,
          showServerFieldErrors(error, setError, t, { editable }),
        );
        setProblem(lines);
        toast.show({
          type: 'danger',
          title: t('admin.users.toast.failed'),
          text: lines.length > 0 ? lines.join(' ') : failureText(t, error),
        });
      },
    });
  });

  const errors = formState.errors;
  const stationChoices = stationChoicesOf(props.account?.station, stations.data ?? []);
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
        <AccountProblem lines={problem} />
        <TextField
          label={t('admin.users.email')}
          type="email"
          disabled={!editable.includes('email')}
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
