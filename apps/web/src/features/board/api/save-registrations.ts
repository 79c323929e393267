import { type RegistrationItem, registrationResponse } from '@board/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { boardKeys } from '../../../lib/legs/board-keys.ts';

/** POST /v1/registration/modified: answers the user's list as saved. */
export const saveRegistrations = (email: string, registrations: RegistrationItem[]) =>
  api
    .post('v1/registration/modified', { email, registrations }, registrationResponse)
    .then((r) => r.data.registrations);

/** The save, then the overnight tables are read again through the new list. */
export function useSaveRegistrations(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrations: RegistrationItem[]) => saveRegistrations(email, registrations),
    onSuccess(saved) {
      queryClient.setQueryData(boardKeys.registrations(email), saved);
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
    },
  });
}
