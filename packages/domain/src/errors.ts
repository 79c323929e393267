/**
 * Error codes shared by server and client. The server answers `{ error: { code, message, fields? } }`;
 * the client translates `errors.<code>` and never shows server text it does not know.
 */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  TOKEN_INVALID: 'TOKEN_INVALID',
  API_KEY_INVALID: 'API_KEY_INVALID',
  FORBIDDEN: 'FORBIDDEN',
  /** An account without a role sees nothing (section 6) until someone gives it one. */
  NO_ROLE: 'NO_ROLE',
  /** A cancelled leg is not edited. */
  LEG_CANCELLED: 'LEG_CANCELLED',
  /** Two or three days back only DUTY edits; older or later days nobody. */
  DAY_LOCKED: 'DAY_LOCKED',
  /** Delay entries a supervisor recorded are edited only by a supervisor. */
  DUTY_ENTRIES_LOCKED: 'DUTY_ENTRIES_LOCKED',
  /** Milestones exist only at the inter-station airports. */
  MILESTONES_UNAVAILABLE: 'MILESTONES_UNAVAILABLE',
  /** The leg changed since the version the edit was made on. */
  VERSION_CONFLICT: 'VERSION_CONFLICT',
  /**
   * Another DUTY changed the administrators (switched the caller off, or took DUTY from them)
   * while the caller's change of accounts was on its way: it is not applied.
   */
  ADMINISTRATORS_CHANGED: 'ADMINISTRATORS_CHANGED',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** Too many calls from one user or address in a short time. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** The database cannot be reached for a moment (restart, failover): try again shortly. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOO_MANY_ATTEMPTS: 429,
  TOKEN_INVALID: 400,
  API_KEY_INVALID: 401,
  FORBIDDEN: 403,
  NO_ROLE: 403,
  LEG_CANCELLED: 403,
  DAY_LOCKED: 403,
  DUTY_ENTRIES_LOCKED: 403,
  MILESTONES_UNAVAILABLE: 403,
  VERSION_CONFLICT: 409,
  ADMINISTRATORS_CHANGED: 409,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorStatus;
}
