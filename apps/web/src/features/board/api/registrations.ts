import {
  defaultRegistrationList,
  type RegistrationItem,
  registrationResponse,
} from '@board/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The tracked registrations of the overnight tables, per user (section 7). */
export const registrationsKey = (email: string) => ['registrations', email] as const;

/**
 * POST /v1/registration. A failed load is not reported: the default list stands in (section 8),
 * and it is not cached as if it were the user's, so the next opening asks again.
 */
export function registrationsQuery(email: string) {
  return queryOptions({
    queryKey: registrationsKey(email),
    queryFn: () =>
      api
        .post('v1/registration', { email }, registrationResponse)
        .then((r) => r.data.registrations)
        .catch((): RegistrationItem[] => defaultRegistrationList()),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useRegistrations(email: string, enabled: boolean) {
  return useQuery({ ...registrationsQuery(email), enabled });
}

/** POST /v1/registration/modified */
export const saveRegistrations = (email: string, registrations: RegistrationItem[]) =>
  api
    .post('v1/registration/modified', { email, registrations }, registrationResponse)
    .then((r) => r.data.registrations);
