import { LogOut, UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/index.ts';
import { useSignOut } from '../../features/auth/index.ts';
import { useSession } from '../../session/session.ts';
import styles from './no-role-page.module.css';

/**
 * What a signed-in account without a role sees in place of the board (section 6). It calls
 * nothing under /v1, which refuses such an account; only sign-out reaches the server.
 */
export function NoRolePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();

  // Signing out clears the session a moment before the navigation to login.
  if (!user) return null;

  return (
    <div className={styles.page}>
      <div className={styles.icon} aria-hidden="true">
        <UserRoundX />
      </div>
      <h1 className={styles.title}>{t('noRole.title')}</h1>
      <p className={styles.text}>{t('noRole.text')}</p>
      <p className={styles.account}>
        <span className={styles.accountLabel}>{t('noRole.signedInAs')}</span>
        <strong className={styles.email} data-testid="no-role-email">
          {user.email}
        </strong>
      </p>
      <Button
        size="large"
        fullWidth
        icon={<LogOut />}
        loading={signOut.isPending}
        onClick={() => signOut.mutate(user.email)}
      >
        {t('noRole.signOut')}
      </Button>
    </div>
  );
}
