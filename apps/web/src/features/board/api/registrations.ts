import { defaultRegistrationList, registrationResponse } from '@board/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /v1/registration: the user's tracked registrations; a failure falls back silently. */
export async function getRegistrations(email: string) {
  try {
    const response = await api.post('v1/registration', { email }, registrationResponse);
    return response.data.registrations;
  } catch {
    return defaultRegistrationList();
  }
}

export function registrationsQuery(email: string) {
  return queryOptions({
    queryKey: ['registrations', email] as const,
    queryFn: () => getRegistrations(email),
  });
}

export function useRegistrations(email: string) {
  return useQuery(registrationsQuery(email));
}
