import { STORAGE_KEYS, type TokenPair } from '@board/domain';
import { z } from 'zod';
import type { SecureStorage } from './secure-storage.ts';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds at which the access token stops working. */
  expiresAt: number;
}

export interface TokenStore {
  read(): Promise<StoredTokens | null>;
  save(pair: TokenPair): Promise<void>;
}

// The access token is kept together with its expiry, so a refresh can happen before it lapses.
const storedAccess = z.object({ value: z.string().min(1), expiresAt: z.number() });

export function createTokenStore(
  storage: () => SecureStorage,
  now: () => number = Date.now,
): TokenStore {
  return {
    async read() {
      const [access, refreshToken] = await Promise.all([
        storage().get(STORAGE_KEYS.token),
        storage().get(STORAGE_KEYS.refresh),
      ]);
      if (!access || !refreshToken) return null;
      try {
        const parsed = storedAccess.parse(JSON.parse(access));
        return { accessToken: parsed.value, refreshToken, expiresAt: parsed.expiresAt };
      } catch {
        return null;
      }
    },

    async save(pair) {
      const access = { value: pair.access_token, expiresAt: now() + pair.expires_in * 1000 };
      await Promise.all([
        storage().set(STORAGE_KEYS.token, JSON.stringify(access)),
        storage().set(STORAGE_KEYS.refresh, pair.refresh_token),
      ]);
    },
  };
}
