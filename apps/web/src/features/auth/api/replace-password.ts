import { messageResponse, type RequestBody } from '@board/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function replacePassword(body: RequestBody<'auth/replace-password'>) {
  return api.post('auth/replace-password', body, messageResponse);
}

export function useReplacePassword() {
  return useMutation({ mutationFn: replacePassword });
}
