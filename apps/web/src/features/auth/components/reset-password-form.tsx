import {
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  type ResetPasswordForm as ResetValues,
  resetPasswordForm,
} from '@board/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from '../../../components/ui/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { AppLink } from '../../../lib/app-link.tsx';
import { fieldErrorText, showServerFieldErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useReplacePassword } from '../api/replace-password.ts';
import styles from './auth-page.module.css';

const limits = { min: NEW_PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

interface ResetPasswordFormProps {
  token: string;
  /** The link came with an invitation: the account is new, nothing is being reset. */
  welcome: boolean;
  onDone: () => void;
}

/** New password and its confirmation, for a reset token already known to be valid. */
export function ResetPasswordForm({ token, welcome, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const replace = useReplacePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(({ newPassword }) =>
    replace.mutate(
      { token, password: newPassword },
      {
        onSuccess: onDone,
        onError: (error) =>
          showServerFieldErrors(error, setError, t, { rename: { password: 'newPassword' } }),
      },
    ),
  );

  // A password the server refused (too common, the e-mail) is explained under its field; the
  // general message is for every other failure.
  const refusedPassword =
    replace.error instanceof ApiError && replace.error.fields.some((f) => f.path === 'password');

  return (
    <>
      <p className={styles.intro}>
        {t(welcome ? 'auth.reset.welcomeHelper' : 'auth.reset.helper', {
          min: NEW_PASSWORD_MIN_LENGTH,
        })}
      </p>
      {replace.isError && !refusedPassword && (
        <Alert color="danger">{t('auth.reset.errors.unknown')}</Alert>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('auth.reset.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...register('newPassword')}
          error={fieldErrorText(t, errors.newPassword, limits)}
        />
        <TextField
          label={t('auth.reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...register('confirmPassword')}
          error={fieldErrorText(t, errors.confirmPassword, limits)}
        />
        <Button type="submit" size="large" fullWidth loading={replace.isPending}>
          {t(welcome ? 'auth.reset.welcomeSubmit' : 'auth.reset.submit')}
        </Button>
      </form>
      <div className={styles.actions}>
        <AppLink to={paths.login} icon={<ArrowLeft />}>
          {t('auth.backToLogin')}
        </AppLink>
      </div>
    </>
  );
}
