import { capabilities, displayRegistration, type RegistrationItem } from '@board/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Drawer, Skeleton, useToast } from '../../../../components/ui/index.ts';
import { useSession } from '../../../../session/session.ts';
import { useRegistrations } from '../../api/registrations.ts';
import { useSaveRegistrations } from '../../api/save-registrations.ts';
import styles from './registrations-drawer.module.css';

/**
 * The aircraft the overnight tables follow (section 3, Registration preference): every
 * registration with a check box, all of them at once, saved per user. Only an editor saves;
 * anyone else reads the list with its boxes disabled (section 6).
 */
export function RegistrationsDrawer(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useSession();
  const email = user?.email ?? '';
  const editor = capabilities(user?.role).editor;
  const loaded = useRegistrations(email, props.open);
  const [edited, setEdited] = useState<RegistrationItem[] | null>(null);
  const items = edited ?? loaded.data ?? [];
  const checked = items.filter((item) => item.checked).length;
  const save = useSaveRegistrations(email);
  const send = () =>
    save.mutate(items, {
      onSuccess() {
        toast.show({ type: 'success', title: t('overnights.registrations.saved') });
        props.onClose();
      },
      onError() {
        toast.show({ type: 'danger', title: t('overnights.registrations.saveFailed') });
      },
    });
  const setAll = (value: boolean) => setEdited(items.map((item) => ({ ...item, checked: value })));
  const toggle = (code: string, value: boolean) =>
    setEdited(items.map((item) => (item.code === code ? { ...item, checked: value } : item)));

  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={t('overnights.filterRegistrations')}
      subtitle={t('overnights.registrations.count', { count: checked, total: items.length })}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {editor ? t('common.cancel') : t('common.close')}
          </Button>
          {editor && (
            <Button
              loading={save.isPending}
              disabled={edited === null || save.isPending}
              onClick={send}
            >
              {t('common.save')}
            </Button>
          )}
        </>
      }
    >
      {loaded.isPending ? (
        <Skeleton rows={6} />
      ) : (
        <fieldset className={styles.fieldset} disabled={!editor}>
          <legend className={styles.legend}>{t('overnights.registrations.legend')}</legend>
          <Checkbox
            label={t('overnights.registrations.all')}
            checked={checked === items.length && items.length > 0}
            indeterminate={checked > 0 && checked < items.length}
            onChange={setAll}
          />
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.code}>
                <Checkbox
                  label={displayRegistration(item.code)}
                  checked={item.checked}
                  onChange={(value) => toggle(item.code, value)}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </Drawer>
  );
}
