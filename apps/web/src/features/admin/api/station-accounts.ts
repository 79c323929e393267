import { stationAccountsResponse } from '@board/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /v1/station/accounts: the accounts whose home station it is. */
export async function stationAccounts(stn: string) {
  const query = new URLSearchParams({ stn });
  const response = await api.get(`v1/station/accounts?${query}`, stationAccountsResponse);
  return response.data.accounts;
}

export const stationAccountKeys = {
  of: (stn: string) => ['station-accounts', stn] as const,
};

export function stationAccountsQuery(stn: string) {
  return queryOptions({
    queryKey: stationAccountKeys.of(stn),
    queryFn: () => stationAccounts(stn),
  });
}

/** Read afresh each time it is asked: accounts change station between two removals. */
export function useStationAccounts(stn: string) {
  return useQuery({ ...stationAccountsQuery(stn), staleTime: 0, gcTime: 0 });
}
