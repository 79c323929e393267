import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../../components/ui/index.ts';
import { useAccounts } from '../api/accounts.ts';
import { AdminSection } from '../components/admin-section.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { AccountAudit } from './account-audit.tsx';
import { AccountForm } from './account-form.tsx';
import { AccountRow, type OpenAccount } from './account-row.tsx';
import { useAccountActions } from './use-account-actions.ts';
import styles from './users.module.css';

/**
 * Usuarios: the people who use the board. DUTY invites them (an e-mailed link to choose a
 * password), changes their role and station, switches them off (their boards sign out at once)
 * and reads who changed what (decision 0034).
 */
export function UsersSection() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const accounts = useAccounts(useDeferredValue(search.trim()));
  const { setActive, resend } = useAccountActions();
  const [open, setOpen] = useState<OpenAccount>(null);

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
          <AccountRow
            key={account.id}
            account={account}
            onOpen={setOpen}
            onResend={resend}
            onReactivate={(chosen) => setActive(chosen, true)}
          />
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
