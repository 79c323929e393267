import type { StationAccount } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { Alert, Skeleton } from '../../../components/ui/index.ts';
import styles from './stations.module.css';

interface StationAccountsProps {
  code: string;
  accounts: readonly StationAccount[] | undefined;
  failed: boolean;
}

/**
 * The people who lose a station's board the moment it is taken away, named in its confirmation:
 * a CTA sees no board at all until DUTY gives them another station.
 */
export function StationAccounts(props: StationAccountsProps) {
  return (
    <div className={styles.affected}>
      <AccountsOrState {...props} />
    </div>
  );
}

function AccountsOrState({ code, accounts, failed }: StationAccountsProps) {
  const { t } = useTranslation();
  if (failed) return <Alert color="danger" title={t('admin.stations.confirm.accountsError')} />;
  if (!accounts) return <Skeleton rows={2} height={20} />;
  if (accounts.length === 0) return <p>{t('admin.stations.confirm.noAccounts', { code })}</p>;
  return (
    <>
      <p>{t('admin.stations.confirm.accounts', { code, count: accounts.length })}</p>
      <ul className={styles.accounts} data-testid="station-accounts">
        {accounts.map((account) => (
          <li key={account.email}>
            <span className={styles.accountName}>{account.fullName}</span>
            {' · '}
            {t(`frame.roles.${account.role ?? 'none'}`)}
            {!account.active && ` · ${t('admin.stations.confirm.inactive')}`}
            <span className={styles.accountEmail}>{account.email}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
