import { STORAGE_PREFIX } from '@board/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSecureStorage } from './secure-storage.ts';

const SECRET = 'a-secret-long-enough';

describe('secure storage', () => {
  beforeEach(() => localStorage.clear());

  it('refuses a secret shorter than 10 characters with the translated message', () => {
    expect(() => createSecureStorage('short')).toThrow(
      'La clave secreta debe contener un mínimo de 10 caracteres',
    );
    expect(() => createSecureStorage('ten-chars!')).not.toThrow();
  });

  it('reads back what it wrote, under the prefixed key, never in clear text', async () => {
    const storage = createSecureStorage(SECRET);
    await storage.set('email', 'cta.lim@example.com');
    const raw = localStorage.getItem(`${STORAGE_PREFIX}email`);
    expect(raw).not.toBeNull();
    expect(raw).not.toContain('cta.lim');
    expect(await storage.get('email')).toBe('cta.lim@example.com');
  });

  it('uses a fresh IV for every write', async () => {
    const storage = createSecureStorage(SECRET);
    await storage.set('token', 'same value');
    const first = localStorage.getItem(`${STORAGE_PREFIX}token`);
    await storage.set('token', 'same value');
    expect(localStorage.getItem(`${STORAGE_PREFIX}token`)).not.toBe(first);
  });

  it('reads absent, corrupt and foreign values as null', async () => {
    const storage = createSecureStorage(SECRET);
    expect(await storage.get('refresh')).toBeNull();

    localStorage.setItem(`${STORAGE_PREFIX}refresh`, 'not base64 at all!');
    expect(await storage.get('refresh')).toBeNull();

    await createSecureStorage('another-secret-value').set('refresh', 'x');
    expect(await storage.get('refresh')).toBeNull();

    // A value moved to another key does not decrypt there.
    await storage.set('email', 'moved');
    localStorage.setItem(
      `${STORAGE_PREFIX}token`,
      localStorage.getItem(`${STORAGE_PREFIX}email`) ?? '',
    );
    expect(await storage.get('token')).toBeNull();
  });

  it('clears only the keys of the app', async () => {
    const storage = createSecureStorage(SECRET);
    localStorage.setItem('other-app', 'keep me');
    await storage.set('email', 'a@b.co');
    await storage.set('properties', '[]');
    storage.clear();
    expect(localStorage.getItem('other-app')).toBe('keep me');
    expect(localStorage.length).toBe(1);
    expect(await storage.get('email')).toBeNull();
  });
});
