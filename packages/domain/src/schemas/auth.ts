import { z } from 'zod';
import { ROLES } from '../permissions/roles.ts';
import { emailField, newPasswordField, passwordField, tokenField } from './fields.ts';

export const roleSchema = z.enum(ROLES);

export const appPropertySchema = z.object({ name: z.string(), value: z.string() });
export type AppPropertyItem = z.infer<typeof appPropertySchema>;

// Requests: strict objects, so an unknown field is refused rather than ignored.
export const loginRequest = z.strictObject({ username: emailField, password: passwordField });
export type LoginRequest = z.infer<typeof loginRequest>;

export const forgotRequest = z.strictObject({ email: emailField });
export type ForgotRequest = z.infer<typeof forgotRequest>;

export const replacePasswordRequest = z.strictObject({
  token: tokenField,
  password: newPasswordField,
});
export type ReplacePasswordRequest = z.infer<typeof replacePasswordRequest>;

export const signoutRequest = z.strictObject({ email: emailField });
export type SignoutRequest = z.infer<typeof signoutRequest>;

export const tokenRequest = z.strictObject({ token: tokenField });
export type TokenRequest = z.infer<typeof tokenRequest>;

export const refreshRequest = z.strictObject({ refresh_token: tokenField });
export type RefreshRequest = z.infer<typeof refreshRequest>;

/** The reset form of the client: two fields that must agree. */
export const resetPasswordForm = z
  .object({ newPassword: newPasswordField, confirmPassword: newPasswordField })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.sameAs',
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

// Responses.
export const sessionUserSchema = z.object({
  email: z.string(),
  full_name: z.string(),
  role: roleSchema.nullable(),
  app_properties: z.array(appPropertySchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Also the whole answer of POST /auth/refresh-token: the client knows the session's user. */
export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const authenticateResponse = tokenPairSchema.extend({ content: sessionUserSchema });
export type AuthenticateResponse = z.infer<typeof authenticateResponse>;

export const verifyJwtResponse = z.object({ content: z.object({ user: sessionUserSchema }) });
export type VerifyJwtResponse = z.infer<typeof verifyJwtResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const validateTokenResponse = z.object({ valid: z.literal(true) });
