import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and a salt, and verifies only the right password', async () => {
    const first = await hashPassword('lima2026');
    const second = await hashPassword('lima2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('lima2026');
    expect(await verifyPassword(first, 'lima2026')).toBe(true);
    expect(await verifyPassword(first, 'lima2027')).toBe(false);
    expect(await verifyPassword(first, ' lima2026')).toBe(false);
  });

  it('answers false, never throws, for a damaged hash', async () => {
    expect(await verifyPassword('not-a-hash', 'lima2026')).toBe(false);
    expect(await verifyPassword('', 'lima2026')).toBe(false);
  });

  it('spends a real check for unknown accounts and always fails', async () => {
    expect(await verifyAgainstDummy('not-a-real-password')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
