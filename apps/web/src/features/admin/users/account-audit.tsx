import { type AdminUser, instantText, roleText } from '@board/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer, Skeleton } from '../../../components/ui/index.ts';
import { readerZone } from '../../../lib/reader-zone.ts';
import { useAccountAudit } from '../api/accounts.ts';
import styles from './users.module.css';

const FIELDS = ['email', 'fullName', 'role', 'station', 'active'] as const;

type State = Record<string, unknown> | null;

/** What changed between two audited states, each value as `show` writes it. */
function differences(before: State, after: State, show: (field: string, value: unknown) => string) {
  return FIELDS.filter((field) => before && after && before[field] !== after[field]).map(
    (field) => ({ field, from: show(field, before?.[field]), to: show(field, after?.[field]) }),
  );
}

/** The account's history: who changed it, when, from what to what, newest first. */
export function AccountAudit(props: { account: AdminUser; onClose(): void }) {
  const { t } = useTranslation();
  const audit = useAccountAudit(props.account.id);
  const [open, setOpen] = useState(true);
  const zone = readerZone();
  const show = (field: string, value: unknown) => {
    if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
    if (field === 'role') return roleText(typeof value === 'string' ? value : null, t);
    return String(value ?? '—');
  };
  return (
    <Drawer
      open={open}
      onClose={() => {
        setOpen(false);
        props.onClose();
      }}
      title={t('admin.users.audit')}
      subtitle={props.account.email}
    >
      {audit.isPending ? (
        <Skeleton rows={4} height={40} />
      ) : (
        <ol className={styles.audit}>
          {(audit.data ?? []).map((entry) => (
            <li key={`${entry.at}-${entry.action}`}>
              <strong>{t(`admin.users.actions.${entry.action}`)}</strong>{' '}
              <span className={styles.muted}>
                {instantText(entry.at, zone, 'dateTime')} · {entry.actor}
              </span>
              <ul>
                {differences(entry.before, entry.after, show).map((d) => (
                  <li key={d.field}>
                    {t(`admin.users.${d.field}`)}: {d.from} → {d.to}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Drawer>
  );
}
