import type {
  AuthenticateResponse,
  RequestBody,
  SessionUser,
  VerifyJwtResponse,
} from '@board/domain';
import { ApiError } from '../lib/api-error.ts';
import type { SecureStorage } from '../lib/secure-storage.ts';
import type { TokenStore } from '../lib/token-store.ts';
import { rememberUser, storedUser } from './stored-user.ts';

export interface SessionState {
  /** Whether the stored session, if any, has been checked with the server. */
  initialised: boolean;
  /** The signed-in user; null when not logged in. */
  user: SessionUser | null;
}

export interface SessionStoreDeps {
  storage: () => SecureStorage;
  tokens: TokenStore;
  freshAccessToken(): Promise<string | null>;
  verifyJwt(body: RequestBody<'auth/verify-jwt'>): Promise<VerifyJwtResponse>;
}

/** The session's state, and who to tell when it changes. */
function sessionState() {
  let state: SessionState = { initialised: false, user: null };
  const listeners = new Set<() => void>();
  return {
    get: (): SessionState => state,
    set(next: SessionState) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The session of this tab: a small external store that React reads with useSyncExternalStore. */
export function createSessionStore(deps: SessionStoreDeps) {
  const { get, set, subscribe } = sessionState();
  let initialising: Promise<void> | undefined;

  async function load() {
    try {
      const token = await deps.freshAccessToken();
      const user = token ? (await deps.verifyJwt({ token })).content.user : null;
      if (user) await rememberUser(deps.storage, user);
      else deps.storage().clear();
      set({ initialised: true, user });
    } catch (error) {
      // Without network the session cannot be checked, nor refused: the board opens on what
      // this person last read here, and the server checks the session on the next call.
      const offline = error instanceof ApiError && error.status === 0;
      const user = offline ? await storedUser(deps.storage).catch(() => null) : null;
      if (user) set({ initialised: true, user });
      // A stored session the server no longer accepts is of no use: forget it.
      else clear();
    }
  }

  function clear() {
    deps.storage().clear();
    set({ initialised: true, user: null });
  }

  return {
    subscribe,
    getSnapshot: get,

    /** Checks the stored session with the server; runs once, later calls share the result. */
    initialise(): Promise<void> {
      initialising ??= load();
      return initialising;
    },

    /**
     * As initialise, but the board need not wait for the server's answer: a session stored here
     * opens at once on the user last seen, while the check goes on. A session the server refuses
     * then ends as any other (a 401 signs out). Guest pages wait for the answer instead: a person
     * resetting a password with an old session stored must not be sent to the board.
     */
    async initialiseQuickly(): Promise<void> {
      const checked = this.initialise();
      const [user, tokens] = await Promise.all([
        storedUser(deps.storage).catch(() => null),
        deps.tokens.read().catch(() => null),
      ]);
      if (get().initialised) return;
      if (!user || !tokens) return checked;
      set({ initialised: true, user });
    },

    /** Keeps the session a successful sign-in opened. */
    async start(response: AuthenticateResponse) {
      await Promise.all([deps.tokens.save(response), rememberUser(deps.storage, response.content)]);
      // The new session is known to be valid: a later initialise() has nothing to check.
      initialising ??= Promise.resolve();
      set({ initialised: true, user: response.content });
    },

    /**
     * The server refused a call because the account has no role (any more): the session stays
     * open, but the user is known to be role-less until they sign in again.
     */
    dropRole() {
      const { user } = get();
      if (user && user.role !== null) set({ initialised: true, user: { ...user, role: null } });
    },

    /** Ends the session in this tab: forgets the user and everything stored. */
    clear,
  };
}
