import { z } from 'zod';
import { normalizeRegistration, shownRegistration } from '../rules/registration-mark.ts';

/** The 28 tracked registrations every user starts with (section 3), without the CC- prefix. */
export const DEFAULT_REGISTRATIONS = [
  'AZC',
  'AZG',
  'AZK',
  'AZD',
  'AZE',
  'AZF',
  'AZH',
  'AZJ',
  'AZN',
  'AZO',
  'AZP',
  'AZR',
  'AZS',
  'AZQ',
  'AZI',
  'AZL',
  'AZM',
  'AZT',
  'DBF',
  'DBJ',
  'DBD',
  'AZV',
  'AZU',
  'DBH',
  'DBE',
  'DCA',
  'DCC',
  'DCB',
] as const;

/** The fleet's type: A321 for DCA, DCC and DCB, A320 for the rest of the default list. */
export function fleetMaterial(registration: string): '320' | '321' {
  return ['DCA', 'DCC', 'DCB'].includes(registration) ? '321' : '320';
}

/** How a registration is shown: the part before any slash, a Chilean one with its CC- prefix. */
export function displayRegistration(registration: string | null | undefined): string {
  const current = currentRegistration(registration);
  return current ? shownRegistration(current) : '';
}

/**
 * The registration now flying: the part before any slash. Without a split: a patched day asks it
 * of each of its rows, and most have no slash, so most answers are the stored text itself.
 */
export function currentRegistration(registration: string | null | undefined): string {
  const text = registration ?? '';
  const slash = text.indexOf('/');
  return (slash === -1 ? text : text.slice(0, slash)).trim();
}

/**
 * A registration as any sender writes it (CC-AZN, CCAZN, AZN, N123AB), read into its one stored
 * form (rules/registration-mark.ts).
 */
export const registrationField = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'validation.required' : 'validation.invalidType',
  })
  .transform((text, ctx) => {
    const stored = normalizeRegistration(text);
    if (stored === null) {
      ctx.issues.push({ code: 'custom', message: 'validation.registration', input: text });
      return z.NEVER;
    }
    return stored;
  });

export const registrationItemSchema = z.strictObject({
  code: registrationField,
  checked: z.boolean({ error: 'validation.required' }),
});
export type RegistrationItem = z.infer<typeof registrationItemSchema>;

export function defaultRegistrationList(): RegistrationItem[] {
  return DEFAULT_REGISTRATIONS.map((code) => ({ code, checked: true }));
}

/** POST /v1/registration */
export const registrationRequest = z.strictObject({
  email: z.email({ error: 'validation.email' }),
});

/** POST /v1/registration/modified */
export const registrationModifiedRequest = z.strictObject({
  email: z.email({ error: 'validation.email' }),
  registrations: z
    .array(registrationItemSchema, { error: 'validation.required' })
    .max(200, { error: 'validation.max' }),
});

export const registrationResponse = z.object({
  data: z.object({ registrations: z.array(registrationItemSchema) }),
});
