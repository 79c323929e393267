import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/demo-data.ts';
import { refuseWeakPassword } from './new-password.ts';

const keyOf = (password: string, email = 'someone@example.com') =>
  refuseWeakPassword(password, email).then(
    () => null,
    (error: { details: { fields: { key: string }[] } }) => error.details.fields[0]?.key,
  );

describe('the rule for a password being set', () => {
  it.each(DEMO_USERS.map((u) => [u.email, u.password]))(
    'lets the demo account %s keep its documented password',
    async (email, password) => {
      expect(await keyOf(password, email)).toBeNull();
    },
  );

  it('refuses the 10,000 most common passwords long enough to pass, and only those', async () => {
    const longEnough = dictionary['passwords-common'].filter((p) => p.length >= 8);
    expect(await keyOf(longEnough[0] ?? '')).toBe('validation.passwordCommon');
    expect(await keyOf(longEnough[9_999] ?? '')).toBe('validation.passwordCommon');
    expect(await keyOf(longEnough[10_000] ?? '')).toBeNull();
  });

  it('checks the length too, for callers that did not go through a request schema', async () => {
    expect(await keyOf('1234')).toBe('validation.minLength');
    expect(await keyOf('x'.repeat(257))).toBe('validation.maxLength');
  });
});
