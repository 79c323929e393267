import { type ErrorCode, errorStatus, type FieldError } from '@board/domain';

/** The one error type of the server: a code from the domain, optional field errors and params. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly details: {
      fields?: FieldError[];
      params?: Record<string, string | number>;
      /** The record as it is now, for a client whose copy was stale (VERSION_CONFLICT). */
      current?: unknown;
    } = {},
  ) {
    super(code);
    this.statusCode = errorStatus[code];
  }
}
