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
      /** The message's key when the code's own message says too little (errors.<code> else). */
      messageKey?: string;
      /** What went wrong underneath, kept for the error handler and the log. */
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: details.cause });
    this.statusCode = errorStatus[code];
  }
}
