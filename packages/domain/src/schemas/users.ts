import { z } from 'zod';
import { ROLES, type Role } from '../permissions/roles.ts';
import { emailField, requiredText } from './fields.ts';
import { stationField } from './leg-lists.ts';

const FULL_NAME_MAX = 120;
const userId = z.uuid({ error: 'validation.invalid' });

/** A role, or none: an account without one sees nothing until it is given one. */
const roleField = z.enum(ROLES, { error: 'validation.invalid' }).nullable();

/**
 * What an administrator sets on an account. A CTA works at one station, so it needs one; the
 * others may name a home station or none.
 */
const accountFields = z.object({
  fullName: requiredText(FULL_NAME_MAX),
  role: roleField,
  station: stationField.nullable(),
});
const ctaHasStation = (account: { role: string | null; station: string | null }) =>
  account.role !== 'CTA' || account.station !== null;
const stationRule = { error: 'validation.ctaStation', path: ['station'] };

/** POST /v1/user/create: the account, invited by e-mail to set its password. */
export const userCreateRequest = z
  .strictObject({ email: emailField, ...accountFields.shape })
  .refine(ctaHasStation, stationRule);
export type UserCreateRequest = z.infer<typeof userCreateRequest>;

/** POST /v1/user/update: the account as the administrator read it (`version`), changed. */
export const userUpdateRequest = z
  .strictObject({ id: userId, version: z.number().int().positive(), ...accountFields.shape })
  .refine(ctaHasStation, stationRule);
export type UserUpdateRequest = z.infer<typeof userUpdateRequest>;

/** POST /v1/user/deactivate, /reactivate, /invite; GET /v1/user/audit. */
export const userRefRequest = z.strictObject({ id: userId });

const ROLE_LIST = new RegExp(`^(${ROLES.join('|')})(,(${ROLES.join('|')}))*$`);

/**
 * GET /v1/user/list?search=&roles=: by e-mail, name, station or role code, or (`roles`, comma
 * separated) by the roles whose shown name holds the search, as the reader's language names them.
 * Blank finds everyone.
 */
export const userListQuery = z.strictObject({
  search: z.string({ error: 'validation.invalidType' }).trim().max(60).optional(),
  roles: z
    .string({ error: 'validation.invalidType' })
    .regex(ROLE_LIST, { error: 'validation.invalid' })
    .transform((roles) => roles.split(',') as Role[])
    .optional(),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES).nullable(),
  station: z.string().nullable(),
  active: z.boolean(),
  /** Invited and not yet signed in with a password of their own. */
  invited: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userResponse = z.object({ data: adminUserSchema });
export const userListResponse = z.object({ data: z.object({ users: z.array(adminUserSchema) }) });

export const USER_ACTIONS = [
  'created',
  'updated',
  'deactivated',
  'reactivated',
  'invited',
] as const;

export const userAuditResponse = z.object({
  data: z.array(
    z.object({
      at: z.string(),
      actor: z.string(),
      action: z.enum(USER_ACTIONS),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
