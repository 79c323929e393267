import { STORAGE_KEYS } from '@board/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSecureStorage } from './secure-storage.ts';
import { createTokenStore } from './token-store.ts';

describe('token store', () => {
  const storage = createSecureStorage('a-secret-long-enough');
  const tokens = createTokenStore(
    () => storage,
    () => 1_000,
  );

  beforeEach(() => storage.clear());

  it('keeps both tokens and the moment the access token expires', async () => {
    expect(await tokens.read()).toBeNull();
    await tokens.save({
      access_token: 'at',
      refresh_token: 'rt',
      token_type: 'Bearer',
      expires_in: 900,
    });
    expect(await tokens.read()).toEqual({
      accessToken: 'at',
      refreshToken: 'rt',
      expiresAt: 1_000 + 900_000,
    });
  });

  it('reads a damaged access entry as no session', async () => {
    await storage.set(STORAGE_KEYS.token, 'not json');
    await storage.set(STORAGE_KEYS.refresh, 'rt');
    expect(await tokens.read()).toBeNull();
  });
});
