import type { AuthenticateResponse, SessionUser } from '@board/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { createSecureStorage } from '../lib/secure-storage.ts';
import { createTokenStore } from '../lib/token-store.ts';
import { createSessionStore, type SessionStoreDeps } from './session-store.ts';

const user: SessionUser = {
  email: 'cta.lim@example.com',
  full_name: 'María Quispe',
  role: 'CTA',
  app_properties: [{ name: 'station', value: 'LIM' }],
};
const signedIn: AuthenticateResponse = {
  access_token: 'at',
  refresh_token: 'rt',
  token_type: 'Bearer',
  expires_in: 900,
  content: user,
};

const storage = createSecureStorage('a-secret-long-enough');
const tokens = createTokenStore(() => storage);

function setup(overrides: Partial<SessionStoreDeps> = {}) {
  const deps: SessionStoreDeps = {
    storage: () => storage,
    tokens,
    freshAccessToken: async () => (await tokens.read())?.accessToken ?? null,
    verifyJwt: vi.fn(async () => ({ content: { user } })),
    ...overrides,
  };
  return { store: createSessionStore(deps), deps };
}

describe('session store', () => {
  beforeEach(() => storage.clear());

  it('starts not initialised and without a user', () => {
    expect(setup().store.getSnapshot()).toEqual({ initialised: false, user: null });
  });

  it('initialises as not logged in, without a call, when nothing is stored', async () => {
    const { store, deps } = setup();
    await store.initialise();
    expect(store.getSnapshot()).toEqual({ initialised: true, user: null });
    expect(deps.verifyJwt).not.toHaveBeenCalled();
  });

  it('verifies a stored token once and restores the user', async () => {
    await tokens.save(signedIn);
    const { store, deps } = setup();
    await Promise.all([store.initialise(), store.initialise()]);
    await store.initialise();
    expect(deps.verifyJwt).toHaveBeenCalledTimes(1);
    expect(deps.verifyJwt).toHaveBeenCalledWith({ token: 'at' });
    expect(store.getSnapshot()).toEqual({ initialised: true, user });
  });

  it('clears the stored session when the verification fails', async () => {
    await tokens.save(signedIn);
    const verifyJwt = vi.fn(async () => {
      throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'expired' });
    });
    const { store } = setup({ verifyJwt });
    await store.initialise();
    expect(store.getSnapshot()).toEqual({ initialised: true, user: null });
    expect(await tokens.read()).toBeNull();
  });

  it('opens on the user last seen when the server cannot be reached', async () => {
    const { store: first } = setup();
    await first.start(signedIn);
    const verifyJwt = vi.fn(async () => {
      throw new ApiError({ status: 0, code: 'network', message: 'Failed to fetch' });
    });
    const { store } = setup({ verifyJwt });
    await store.initialise();
    expect(store.getSnapshot()).toEqual({ initialised: true, user });
    expect(await tokens.read()).toMatchObject({ accessToken: 'at' });
  });

  it('opens at once on the user last seen when asked quickly, the server answering later', async () => {
    const { store: first } = setup();
    await first.start(signedIn);
    let answer: (value: { content: { user: SessionUser } }) => void = () => {};
    const verifyJwt = vi.fn(
      () => new Promise<{ content: { user: SessionUser } }>((resolve) => (answer = resolve)),
    );
    const { store } = setup({ verifyJwt });
    await store.initialiseQuickly();
    expect(store.getSnapshot()).toEqual({ initialised: true, user });
    const promoted = { ...user, role: 'DUTY' as const };
    answer({ content: { user: promoted } });
    await store.initialise();
    expect(store.getSnapshot()).toEqual({ initialised: true, user: promoted });
  });

  it('waits for the server when asked quickly with nothing stored', async () => {
    await tokens.save(signedIn);
    const { store, deps } = setup();
    await store.initialiseQuickly();
    expect(deps.verifyJwt).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ initialised: true, user });
  });

  it('opens signed out without network when no user was seen', async () => {
    await tokens.save(signedIn);
    const freshAccessToken = vi.fn(async () => {
      throw new ApiError({ status: 0, code: 'network', message: 'Failed to fetch' });
    });
    const { store } = setup({ freshAccessToken });
    await store.initialise();
    expect(store.getSnapshot()).toEqual({ initialised: true, user: null });
  });

  it('keeps a new session: tokens, e-mail and properties, encrypted', async () => {
    const { store, deps } = setup();
    const seen = vi.fn();
    store.subscribe(seen);
    await store.start(signedIn);
    expect(store.getSnapshot()).toEqual({ initialised: true, user });
    expect(seen).toHaveBeenCalled();
    expect(await tokens.read()).toMatchObject({ accessToken: 'at', refreshToken: 'rt' });
    expect(await storage.get('email')).toBe(user.email);
    expect(JSON.parse((await storage.get('properties')) ?? '')).toEqual(user.app_properties);
    // Nothing left to check after a sign-in.
    await store.initialise();
    expect(deps.verifyJwt).not.toHaveBeenCalled();
  });

  it('keeps the session but not the role when the server says it is gone', async () => {
    const { store } = setup();
    await store.start(signedIn);
    const seen = vi.fn();
    store.subscribe(seen);
    store.dropRole();
    store.dropRole();
    expect(store.getSnapshot()).toEqual({ initialised: true, user: { ...user, role: null } });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(await tokens.read()).toMatchObject({ accessToken: 'at' });
  });

  it('forgets the user and the storage on clear', async () => {
    const { store } = setup();
    await store.start(signedIn);
    store.clear();
    expect(store.getSnapshot()).toEqual({ initialised: true, user: null });
    expect(await storage.get('email')).toBeNull();
    expect(await tokens.read()).toBeNull();
  });
});
