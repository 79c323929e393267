import { ErrorCode } from '@board/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Spinner } from '../../../components/ui/index.ts';
import { ApiError, errorText } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useValidateToken } from '../api/validate-token.ts';
import styles from './auth-page.module.css';
import { ResetPasswordForm } from './reset-password-form.tsx';

/** A refused token, as opposed to a check that could not be made (network, server down). */
function isRefused(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === ErrorCode.TOKEN_INVALID || error.code === ErrorCode.VALIDATION_FAILED)
  );
}

/** Reads ?token=, checks it on entry, then offers the new-password form. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const welcome = params.get('welcome') === '1';
  const check = useValidateToken(token);
  const [done, setDone] = useState(false);

  const backButton = (
    <div className={styles.actions}>
      <Button variant="secondary" fullWidth onClick={() => navigate(paths.login)}>
        {t('auth.backToLogin')}
      </Button>
    </div>
  );

  let content: ReactNode;
  if (done) {
    content = (
      <>
        <Alert color="success">
          {t(welcome ? 'auth.reset.welcomeSuccess' : 'auth.reset.success')}
        </Alert>
        {backButton}
      </>
    );
  } else if (!token || check.isError) {
    const message =
      !token || isRefused(check.error)
        ? t(welcome ? 'auth.reset.welcomeToken' : 'auth.reset.errors.token')
        : errorText(t, check.error);
    content = (
      <>
        <Alert color="danger">{message}</Alert>
        {backButton}
      </>
    );
  } else if (check.isPending) {
    content = (
      <div className={styles.checking} role="status">
        <Spinner size="md" decorative />
        <span>{t('auth.reset.checking')}</span>
      </div>
    );
  } else {
    content = <ResetPasswordForm token={token} welcome={welcome} onDone={() => setDone(true)} />;
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {t(welcome ? 'auth.reset.welcomeTitle' : 'auth.reset.title')}
      </h1>
      {content}
    </div>
  );
}
