import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

describe('newOpaqueToken', () => {
  it('makes a 256-bit base64url token and its SHA-256 hash', () => {
    const { token, hash } = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).not.toContain(token);
  });

  it('never repeats a token', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newOpaqueToken().token));
    expect(tokens.size).toBe(1000);
  });
});

describe('hashOpaqueToken', () => {
  it('is stable and tells tokens apart', () => {
    expect(hashOpaqueToken('abc')).toBe(hashOpaqueToken('abc'));
    expect(hashOpaqueToken('abc')).not.toBe(hashOpaqueToken('abd'));
    expect(hashOpaqueToken('abc')).toMatch(/^[0-9a-f]{64}$/);
  });
});
