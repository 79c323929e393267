import { messageResponse, type RequestBody } from '@board/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function forgot(body: RequestBody<'auth/forgot'>) {
  return api.post('auth/forgot', body, messageResponse);
}

export function useForgot() {
  return useMutation({ mutationFn: forgot });
}
