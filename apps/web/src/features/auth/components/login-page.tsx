import {
  EMAIL_MAX_LENGTH,
  loginRequest,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@board/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert, Button, TextField, useHydrated } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/api-error.ts';
import { AppLink } from '../../../lib/app-link.tsx';
import { fieldErrorText, showServerFieldErrors } from '../../../lib/form-errors.ts';
import { isSessionExpired, paths } from '../../../lib/paths.ts';
import { useSignIn } from '../api/authenticate.ts';
import styles from './auth-page.module.css';

// The form asks for an e-mail; the request carries it as the username. Same field rules.
const loginForm = z.object({
  email: loginRequest.shape.username,
  password: loginRequest.shape.password,
});
type LoginForm = z.infer<typeof loginForm>;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '' },
  });
  // Until the scripts run the page, the browser would send the form itself, password in the
  // address: a disabled submit also stops Enter from sending it.
  const hydrated = useHydrated();

  const submit = handleSubmit(({ email, password }) =>
    signIn.mutate(
      { username: email, password },
      {
        onSuccess: () => navigate(paths.home, { replace: true }),
        onError: (error) =>
          showServerFieldErrors(error, setError, t, { rename: { username: 'email' } }),
      },
    ),
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('auth.login.title')}</h1>
      {isSessionExpired(location.state) && signIn.isIdle && (
        <Alert color="info">{t('session.expired')}</Alert>
      )}
      {signIn.isError && <Alert color="danger">{errorText(t, signIn.error)}</Alert>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          {...register('email')}
          error={fieldErrorText(t, errors.email, { max: EMAIL_MAX_LENGTH })}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          required
          hint={t('auth.login.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          {...register('password')}
          error={fieldErrorText(t, errors.password, {
            min: PASSWORD_MIN_LENGTH,
            max: PASSWORD_MAX_LENGTH,
          })}
        />
        <Button
          type="submit"
          size="large"
          fullWidth
          disabled={!hydrated}
          loading={signIn.isPending}
        >
          {t('auth.login.submit')}
        </Button>
      </form>
      <div className={styles.actions}>
        <AppLink to={paths.forgot}>{t('auth.login.forgot')}</AppLink>
      </div>
    </div>
  );
}
