import { networkResponse, type RequestBody } from '@board/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /v1/network/summary: the network's figures of a day, read again when the board changes. */
export function useNetworkFigures(day: string) {
  return useQuery({
    queryKey: ['network', day] as const,
    queryFn: async () => (await api.post('v1/network/summary', { day }, networkResponse)).data,
    enabled: day !== '',
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** POST /v1/network/export: the same figures as a workbook. */
export const downloadNetwork = (body: RequestBody<'v1/network/export'>) =>
  api.download('v1/network/export', body);
