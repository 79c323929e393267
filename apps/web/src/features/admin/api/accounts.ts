import {
  type AdminUser,
  type RequestBody,
  rolesNamed,
  userAuditResponse,
  userListResponse,
  userResponse,
} from '@board/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

const sent = z.object({ message: z.string() });

export const accountKeys = {
  all: ['accounts'] as const,
  list: (search: string, roles: string) => ['accounts', 'list', search, roles] as const,
  audit: (id: string) => ['accounts', 'audit', id] as const,
};

/**
 * GET /v1/user/list?search=&roles=: the accounts DUTY administers. The roles whose name, as this
 * reader's language shows it, holds the search go with it: "Consulta" finds GENERIC accounts.
 */
export function useAccounts(search: string) {
  const { t } = useTranslation();
  const roles = rolesNamed(search, t).join(',');
  return useQuery({
    queryKey: accountKeys.list(search, roles),
    queryFn: async () => {
      const query = new URLSearchParams({ search });
      if (roles) query.set('roles', roles);
      return (await api.get(`v1/user/list?${query}`, userListResponse)).data.users;
    },
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

/** What Administración sets on an account, as the update contract names it. */
export type AccountFields = Pick<RequestBody<'v1/user/update'>, 'fullName' | 'role' | 'station'>;

/** A new account: the address its invitation goes to, and what it is given. */
export const createBody = (email: string, fields: AccountFields) => ({ email, ...fields });

/** A change of the account as read (`version`). An account keeps its address: none is sent. */
export const updateBody = (account: Pick<AdminUser, 'id' | 'version'>, fields: AccountFields) => ({
  id: account.id,
  version: account.version,
  ...fields,
});

export type AccountChange =
  | { kind: 'create'; body: ReturnType<typeof createBody> }
  | { kind: 'update'; body: ReturnType<typeof updateBody> }
  | { kind: 'deactivate' | 'reactivate' | 'invite'; id: string };

async function changeAccount(change: AccountChange): Promise<AdminUser | null> {
  switch (change.kind) {
    case 'create':
      return (await api.post('v1/user/create', change.body, userResponse)).data;
    case 'update':
      return (await api.post('v1/user/update', change.body, userResponse)).data;
    case 'invite':
      await api.post('v1/user/invite', { id: change.id }, sent);
      return null;
    default:
      return (await api.post(`v1/user/${change.kind}`, { id: change.id }, userResponse)).data;
  }
}

/** Any change of an account; the lists and the account's audit are read again after it. */
export function useChangeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
