import { describe, expect, it } from 'vitest';
import { loginRequest, replacePasswordRequest, resetPasswordForm } from '../schemas/auth.ts';
import { newPasswordErrors } from './new-password.ts';

const COMMON = new Set(['password1', 'iloveyou']);
const check = (password: string, email = 'cta.lim@example.com') =>
  newPasswordErrors(password, { email, isCommon: (p) => COMMON.has(p) }).map((e) => e.key);

describe('a password being set', () => {
  it.each([
    ['1234', 'validation.minLength'],
    ['    ', 'validation.minLength'],
    ['1234567', 'validation.minLength'],
    // Characters are counted, not UTF-16 units: four emoji are four characters.
    ['🦙🦙🦙🦙', 'validation.minLength'],
    ['', 'validation.required'],
    ['x'.repeat(257), 'validation.maxLength'],
  ])('%j is refused by its length', (password, key) => {
    const result = replacePasswordRequest.safeParse({ token: 't', password });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(key);
  });

  it.each(['12345678', '        ', 'x'.repeat(64), 'x'.repeat(256), 'ñandú 🦙🦙'])(
    '%j is long enough, whatever it is made of',
    (password) => {
      expect(replacePasswordRequest.safeParse({ token: 't', password }).success).toBe(true);
    },
  );

  it('is held to the same length on the reset form', () => {
    const short = resetPasswordForm.safeParse({ newPassword: '1234', confirmPassword: '1234' });
    expect(short.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['newPassword', 'validation.minLength'],
      ['confirmPassword', 'validation.minLength'],
    ]);
    const good = { newPassword: 'nueva-clave-1', confirmPassword: 'nueva-clave-1' };
    expect(resetPasswordForm.safeParse(good).success).toBe(true);
  });

  it('leaves sign-in as it was: four characters are enough there', () => {
    expect(loginRequest.safeParse({ username: 'a@b.pe', password: '1234' }).success).toBe(true);
  });

  it.each([
    ['cta.lim@example.com', 'validation.passwordIsEmail'],
    ['CTA.LIM@Example.COM', 'validation.passwordIsEmail'],
    ['cta.lim', 'validation.passwordIsEmail'],
    ['Cta.Lim', 'validation.passwordIsEmail'],
    ['password1', 'validation.passwordCommon'],
    ['PassWord1', 'validation.passwordCommon'],
  ])('%j is refused: %s', (password, key) => {
    expect(check(password)).toEqual([key]);
  });

  it.each(['cta.lim2026', 'example.com', 'password1 ', 'lima2026'])(
    '%j may be used',
    (password) => {
      expect(check(password)).toEqual([]);
    },
  );

  it('takes the local part before the last @ of an address', () => {
    expect(check('"a@b"', '"a@b"@example.com')).toEqual(['validation.passwordIsEmail']);
  });
});
