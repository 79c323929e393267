import { delayCodeListResponse, type RequestBody } from '@board/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { delayCodeKeys } from '../../../catalogues/list-delay-codes.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /v1/delaycode/airline: replaces the airline's own codes; answers the new catalogue. */
export function saveAirlineCodes(body: RequestBody<'v1/delaycode/airline'>) {
  return api.post('v1/delaycode/airline', body, delayCodeListResponse);
}

/** The save, then the catalogue the delay drawer and the delays view offer is the new one. */
export function useSaveAirlineCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAirlineCodes,
    onSuccess(catalogue) {
      queryClient.setQueryData(delayCodeKeys.all, catalogue);
      void queryClient.invalidateQueries({ queryKey: delayCodeKeys.all });
    },
  });
}
