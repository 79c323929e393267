import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants.ts';
import { isBlankOrClockTime } from '../rules/clock-time.ts';

/** A required text: missing, not text, or blank after trimming all read "required". */
export const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.maxLength' });

export const emailField = requiredText(EMAIL_MAX_LENGTH).pipe(
  z.email({ error: 'validation.email' }).toLowerCase(),
);

/** Passwords are never trimmed: spaces may be part of them. */
const password = (min: number) =>
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .min(min, { error: 'validation.minLength' })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.maxLength' });

/** A password as sign-in takes it. */
export const passwordField = password(PASSWORD_MIN_LENGTH);

/**
 * A password being set. Its length is checked here, on both sides; the server also refuses a
 * common one and the account's e-mail (see rules/new-password.ts).
 */
export const newPasswordField = password(NEW_PASSWORD_MIN_LENGTH);

/** Opaque tokens (reset, refresh, access): bounded so a huge value is refused before any work. */
export const tokenField = requiredText(4096);

/** A text that may be blank, trimmed and bounded: what a recording form's free fields hold. */
export const optionalText = (max: number) =>
  z.string({ error: 'validation.invalidType' }).trim().max(max, { error: 'validation.maxLength' });

/** A clock time typed by people: blank or HH:MM (section 5), at most 5 characters. */
export const clockTimeField = optionalText(5).refine(isBlankOrClockTime, {
  error: 'validation.clockTime',
});
