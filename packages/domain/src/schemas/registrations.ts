import { z } from 'zod';

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

export const REGISTRATION_PREFIX = 'CC-';

/** How a registration is shown: CC- and the part before any slash. */
export function displayRegistration(registration: string | null | undefined): string {
  const current = currentRegistration(registration);
  return current ? `${REGISTRATION_PREFIX}${current}` : '';
}

/** The registration now flying: the part before any slash. */
export function currentRegistration(registration: string | null | undefined): string {
  return (registration ?? '').split('/')[0]?.trim() ?? '';
}

export const registrationItemSchema = z.strictObject({
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3}$/, { error: 'validation.registration' }),
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
