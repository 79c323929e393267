import { delayCodeListResponse } from '@board/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /v1/delaycode: the IATA delay codes with the product's Spanish descriptions. */
export function listDelayCodes() {
  return api.get('v1/delaycode', delayCodeListResponse);
}

export function delayCodesQuery() {
  return queryOptions({
    queryKey: ['delay-codes'] as const,
    queryFn: listDelayCodes,
    // A standard table: it does not change while the board is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDelayCodes() {
  return useQuery(delayCodesQuery());
}
