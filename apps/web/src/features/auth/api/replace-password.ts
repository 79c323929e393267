import { messageResponse, type ReplacePasswordRequest } from '@board/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function replacePassword(body: ReplacePasswordRequest) {
  return api.post('auth/replace-password', body, messageResponse);
}

export function useReplacePassword() {
  return useMutation({ mutationFn: replacePassword });
}
