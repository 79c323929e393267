import { type AdminUser, roleText } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/index.ts';
import styles from './users.module.css';

/** What the users' section has open over its list: an account's form, history or switch-off. */
export type OpenAccount =
  | { form: AdminUser | null }
  | { audit: AdminUser }
  | { deactivate: AdminUser }
  | null;

const stateOf = (account: AdminUser) =>
  !account.active ? 'inactive' : account.invited ? 'invited' : 'active';

/** One account of the list: who, role, station and state, and what may be done with it. */
export function AccountRow(props: {
  account: AdminUser;
  onOpen(open: OpenAccount): void;
  onResend(account: AdminUser): void;
  onReactivate(account: AdminUser): void;
}) {
  const { t } = useTranslation();
  const { account } = props;
  return (
    <li className={styles.row} data-account={account.email}>
      <span className={styles.who}>
        <strong>{account.fullName}</strong>
        <span className={styles.muted}>{account.email}</span>
      </span>
      <span>{account.role ? roleText(account.role, t) : t('admin.users.noRole')}</span>
      <span>{account.station ?? '—'}</span>
      <span className={styles.state} data-state={stateOf(account)}>
        {t(`admin.users.state.${stateOf(account)}`)}
      </span>
      <span className={styles.actions}>
        <Button variant="tertiary" onClick={() => props.onOpen({ form: account })}>
          {t('common.edit')}
        </Button>
        {account.active && account.invited && (
          <Button variant="tertiary" onClick={() => props.onResend(account)}>
            {t('admin.users.resend')}
          </Button>
        )}
        <Button variant="tertiary" onClick={() => props.onOpen({ audit: account })}>
          {t('admin.users.audit')}
        </Button>
        {account.active ? (
          <Button variant="tertiary" onClick={() => props.onOpen({ deactivate: account })}>
            {t('admin.users.deactivate')}
          </Button>
        ) : (
          <Button variant="tertiary" onClick={() => props.onReactivate(account)}>
            {t('admin.users.reactivate')}
          </Button>
        )}
      </span>
    </li>
  );
}
