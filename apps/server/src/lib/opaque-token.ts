import { createHash, randomBytes } from 'node:crypto';

/** A random token of 256 bits for refresh and reset links; only its hash is ever stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
