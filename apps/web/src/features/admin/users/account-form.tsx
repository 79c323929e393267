import type { AdminUser } from '@board/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAllStations } from '../../../catalogues/list-all-stations.ts';
import { Button, Drawer } from '../../../components/ui/index.ts';
import { AccountFields } from './account-fields.tsx';
import { AccountProblem } from './account-problem.tsx';
import {
  type AccountValues,
  editableFields,
  stationChoicesOf,
  valuesOf,
} from './account-values.ts';
import { useAccountSave } from './use-account-save.ts';
import styles from './users.module.css';

/**
 * Creates an account (its holder is e-mailed a link to choose a password) or changes one. The
 * shared contract judges the form; the server judges it again and names a taken e-mail.
 */
export function AccountForm(props: { account: AdminUser | null; onClose(): void }) {
  const { t } = useTranslation();
  const stations = useAllStations();
  const [open, setOpen] = useState(true);
  const initial = valuesOf(props.account);
  const form = useForm<AccountValues>({ defaultValues: initial });
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  const { submit, problem, pending } = useAccountSave(props.account, form, close);
  const stationChoices = stationChoicesOf(props.account?.station, stations.data ?? []);
  return (
    <Drawer
      open={open}
      onClose={close}
      title={t(props.account ? 'admin.users.edit' : 'admin.users.add')}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={pending}>
            {t(props.account ? 'common.save' : 'admin.users.invite')}
          </Button>
        </div>
      }
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <AccountProblem lines={problem} />
        <AccountFields
          form={form}
          initial={initial}
          editable={editableFields(props.account)}
          stations={stationChoices}
        />
        <button type="submit" hidden />
      </form>
    </Drawer>
  );
}
