import type { AdminUser } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/index.ts';
import { useChangeAccount } from '../api/accounts.ts';
import { failureText } from '../components/failure-text.ts';

/** Switching an account off or on, and sending its invitation again, each told in a toast. */
export function useAccountActions() {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useChangeAccount();
  const failed = (error: Error) =>
    toast.show({
      type: 'danger',
      title: t('admin.users.toast.failed'),
      text: failureText(t, error),
    });

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
        onError: failed,
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
        onError: failed,
      },
    );

  return { setActive, resend };
}
