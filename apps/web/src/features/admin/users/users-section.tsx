import { type AdminUser, roleText } from '@board/domain';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, useToast } from '../../../components/ui/index.ts';
import { useAccounts, useChangeAccount } from '../api/accounts.ts';
import { AdminSection } from '../components/admin-section.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { failureText } from '../components/failure-text.ts';
import { AccountAudit } from './account-audit.tsx';
import { AccountForm } from './account-form.tsx';
import styles from './users.module.css';

type Open = { form: AdminUser | null } | { audit: AdminUser } | { deactivate: AdminUser } | null;

const stateOf = (account: AdminUser) =>
  !account.active ? 'inactive' : account.invited ? 'invited' : 'active';

/**
 * Usuarios: the people who use the board. DUTY invites them (an e-mailed link to choose a
 * password), changes their role and station, switches them off (their boards sign out at once)
 * and reads who changed what (decision 0034).
 */
export function UsersSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const accounts = useAccounts(useDeferredValue(search.trim()));
  const change = useChangeAccount();
  const [open, setOpen] = useState<Open>(null);

  const setActive = (account: AdminUser, active: boolean) =>
    change.mutate(
      { kind: active ? 'reactivate' : 'deactivate', id: account.id },
      {
        onSuccess: () =>
          toast.show({
            type: 'success',
            title: t(`admin.users.toast.${active ? 'reactivated' : 'deactivated'}`, {
              email: account.email,
            }),
          }),
        onError: (error) =>
          toast.show({
            type: 'danger',
            title: t('admin.users.toast.failed'),
            text: failureText(t, error),
          }),
      },
    );

  const resend = (account: AdminUser) =>
    change.mutate(
      { kind: 'invite', id: account.id },
      {
        onSuccess: () =>
          toast.show({
            type: 'success',
            title: t('admin.users.toast.invited', { email: account.email }),
          }),
        onError: (error) =>
          toast.show({
            type: 'danger',
            title: t('admin.users.toast.failed'),
            text: failureText(t, error),
          }),
      },
    );

  return (
    <AdminSection
      title={t('admin.users.title')}
      hint={t('admin.users.hint')}
      count={accounts.data?.length}
      testId="admin-users"
    >
      <div className={styles.tools}>
        <TextField
          label={t('admin.users.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button onClick={() => setOpen({ form: null })}>{t('admin.users.add')}</Button>
      </div>
      <ul className={styles.list} aria-label={t('admin.users.title')}>
        {(accounts.data ?? []).map((account) => (
          <li key={account.id} className={styles.row} data-account={account.email}>
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
              <Button variant="tertiary" onClick={() => setOpen({ form: account })}>
                {t('common.edit')}
              </Button>
              {account.active && account.invited && (
                <Button variant="tertiary" onClick={() => resend(account)}>
                  {t('admin.users.resend')}
                </Button>
              )}
              <Button variant="tertiary" onClick={() => setOpen({ audit: account })}>
                {t('admin.users.audit')}
              </Button>
              {account.active ? (
                <Button variant="tertiary" onClick={() => setOpen({ deactivate: account })}>
                  {t('admin.users.deactivate')}
                </Button>
              ) : (
                <Button variant="tertiary" onClick={() => setActive(account, true)}>
                  {t('admin.users.reactivate')}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      {open && 'form' in open && <AccountForm account={open.form} onClose={() => setOpen(null)} />}
      {open && 'audit' in open && (
        <AccountAudit account={open.audit} onClose={() => setOpen(null)} />
      )}
      {open && 'deactivate' in open && (
        <ConfirmDialog
          title={t('admin.users.confirm.title', { email: open.deactivate.email })}
          confirmLabel={t('admin.users.deactivate')}
          onCancel={() => setOpen(null)}
          onConfirm={() => {
            setActive(open.deactivate, false);
            setOpen(null);
          }}
        >
          <p>{t('admin.users.confirm.text', { name: open.deactivate.fullName })}</p>
        </ConfirmDialog>
      )}
    </AdminSection>
  );
}
