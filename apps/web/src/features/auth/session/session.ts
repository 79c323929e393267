import { useSyncExternalStore } from 'react';
import { api, tokenStore } from '../../../lib/api-client.ts';
import { appStorage } from '../../../lib/app-storage.ts';
import { verifyJwt } from '../api/verify-jwt.ts';
import { createSessionStore, type SessionState } from './session-store.ts';

/** The session of the app, shared by the route guards, the forms and the frame. */
export const session = createSessionStore({
  storage: appStorage,
  tokens: tokenStore,
  freshAccessToken: api.freshAccessToken,
  verifyJwt,
});

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
