import {
  type AdminUser,
  type UserCreateRequest,
  type UserUpdateRequest,
  userAuditResponse,
  userListResponse,
  userResponse,
} from '@board/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

const sent = z.object({ message: z.string() });

export const accountKeys = {
  all: ['accounts'] as const,
  list: (search: string) => ['accounts', 'list', search] as const,
  audit: (id: string) => ['accounts', 'audit', id] as const,
};

/** GET /v1/user/list?search=: the accounts DUTY administers. */
export function useAccounts(search: string) {
  return useQuery({
    queryKey: accountKeys.list(search),
    queryFn: async () =>
      (await api.get(`v1/user/list?search=${encodeURIComponent(search)}`, userListResponse)).data
        .users,
  });
}

/** GET /v1/user/audit?id=: who changed the account, when, from what to what. */
export function useAccountAudit(id: string) {
  return useQuery({
    queryKey: accountKeys.audit(id),
    queryFn: async () =>
      (await api.get(`v1/user/audit?id=${encodeURIComponent(id)}`, userAuditResponse)).data,
  });
}

type AccountChange =
  | { kind: 'create'; body: UserCreateRequest }
  | { kind: 'update'; body: UserUpdateRequest }
  | { kind: 'deactivate' | 'reactivate' | 'invite'; body: { id: string } };

async function changeAccount(change: AccountChange): Promise<AdminUser | null> {
  if (change.kind === 'invite') {
    await api.post('v1/user/invite', change.body, sent);
    return null;
  }
  return (await api.post(`v1/user/${change.kind}`, change.body, userResponse)).data;
}

/** Any change of an account; the lists and the account's audit are read again after it. */
export function useChangeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
