import { EMAIL_MAX_LENGTH, type ForgotRequest, forgotRequest } from '@board/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/api-error.ts';
import { AppLink } from '../../../lib/app-link.tsx';
import { fieldErrorText, showServerFieldErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useForgot } from '../api/forgot.ts';
import styles from './auth-page.module.css';

export function ForgotPage() {
  const { t } = useTranslation();
  const forgot = useForgot();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotRequest>({
    resolver: zodResolver(forgotRequest),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit((values) =>
    forgot.mutate(values, { onError: (error) => showServerFieldErrors(error, setError, t) }),
  );
  const back = (
    <div className={styles.actions}>
      <AppLink to={paths.login} icon={<ArrowLeft />}>
        {t('auth.backToLogin')}
      </AppLink>
    </div>
  );

  if (forgot.isSuccess) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('auth.forgot.title')}</h1>
        {/* The same words for every address, so the screen does not tell who has an account. */}
        <Alert color="success">{t('auth.forgot.success')}</Alert>
        {back}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('auth.forgot.title')}</h1>
      <p className={styles.intro}>{t('auth.forgot.intro')}</p>
      {forgot.isError && <Alert color="danger">{errorText(t, forgot.error)}</Alert>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...register('email')}
          error={fieldErrorText(t, errors.email, { max: EMAIL_MAX_LENGTH })}
        />
        <Button type="submit" size="large" fullWidth loading={forgot.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      {back}
    </div>
  );
}
