import { useSyncExternalStore } from 'react';
import { api, tokenStore } from '../lib/api-client.ts';
import { appStorage } from '../lib/app-storage.ts';
import { createSessionStore, type SessionState } from './session-store.ts';
import { verifyJwt } from './verify-jwt.ts';

/** The session of the app, shared by the route guards, the sign-in forms, the frame and the board. */
export const session = createSessionStore({
  storage: appStorage,
  tokens: tokenStore,
  freshAccessToken: api.freshAccessToken,
  verifyJwt,
});

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
