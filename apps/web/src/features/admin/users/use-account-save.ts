import type { AdminUser } from '@board/domain';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/index.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useChangeAccount } from '../api/accounts.ts';
import { failureText } from '../components/failure-text.ts';
import { problemLines, unplacedLines } from './account-problem.tsx';
import { type AccountValues, accountRequest, editableFields } from './account-values.ts';

/**
 * The account form's save. The shared contract judges the values first, the server again; an
 * objection goes under the field it names, or above the fields (`problem`) when the form does
 * not edit that field. `onSaved` follows a save's toast.
 */
export function useAccountSave(
  account: AdminUser | null,
  form: Pick<UseFormReturn<AccountValues>, 'handleSubmit' | 'setError'>,
  onSaved: () => void,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useChangeAccount();
  const { setError } = form;
  const editable = editableFields(account);
  const [problem, setProblem] = useState<string[]>([]);

  const submit = form.handleSubmit((values) => {
    const request = accountRequest(values, account);
    const unplaced = [];
    for (const { path, message } of request.issues) {
      const field = editable.find((name) => name === path);
      if (field) setError(field, { message });
      else unplaced.push({ path, text: t(message) });
    }
    setProblem(unplacedLines(t, unplaced));
    if (request.issues.length > 0) return;
    change.mutate(request.change, {
      onSuccess: (saved) => {
        toast.show({
          type: 'success',
          title: t(account ? 'admin.users.toast.saved' : 'admin.users.toast.invited', {
            email: saved?.email ?? values.email,
          }),
        });
        onSaved();
      },
      onError: (error) => {
        const lines = problemLines(
          t,
          error,
          showServerFieldErrors(error, setError, t, { editable }),
        );
        setProblem(lines);
        toast.show({
          type: 'danger',
          title: t('admin.users.toast.failed'),
          text: lines.length > 0 ? lines.join(' ') : failureText(t, error),
        });
      },
    });
  });

  return { submit, problem, pending: change.isPending };
}
