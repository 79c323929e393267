import {
  defaultRegistrationList,
  type RegistrationItem,
  registrationResponse,
} from '@board/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { boardKeys } from '../../../lib/legs/board-keys.ts';

/**
 * POST /v1/registration: the tracked registrations of the overnight tables, per user (section 7).
 * A failed load is not reported: the default list stands in (section 8), and it is not cached as
 * if it were the user's, so the next opening asks again.
 */
export function registrationsQuery(email: string) {
  return queryOptions({
    queryKey: boardKeys.registrations(email),
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
