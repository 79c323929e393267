// The board's delay screens read this catalogue and the admin screen changes it, so it belongs to
// neither feature.
import { delayCodeListResponse } from '@board/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/** GET /v1/delaycode: the airline's own codes 00-05, then the IATA ones, in Spanish. */
export function listDelayCodes() {
  return api.get('v1/delaycode', delayCodeListResponse);
}

export const delayCodeKeys = {
  all: ['delay-codes'] as const,
};

export function delayCodesQuery() {
  return queryOptions({
    queryKey: delayCodeKeys.all,
    queryFn: listDelayCodes,
    // Changes only when DUTY saves the airline's codes, and that save refreshes it.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { failureToast: 'delays.codesError' },
  });
}

export function useDelayCodes() {
  return useQuery(delayCodesQuery());
}
