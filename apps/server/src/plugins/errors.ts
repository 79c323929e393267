import { type ErrorCode, type ErrorResponse, errorResponse, translate } from '@board/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isConnectionLost } from '../db/connection-errors.ts';
import { AppError } from '../lib/app-error.ts';
import { RETRY_AFTER_SECONDS } from '../lib/database-health.ts';
import { compileJson } from '../lib/json-serializer.ts';

/** Every error answer is written by its contract, whichever route (or none) it came from. */
const errorJson = compileJson(errorResponse);

/** A custom serializer leaves the content type unset: it is said here, as for any JSON answer. */
const send = (reply: FastifyReply, answer: ErrorResponse) =>
  reply.type('application/json; charset=utf-8').serializer(errorJson).send(answer);

function body(error: AppError): ErrorResponse {
  const { fields, params, current, messageKey } = error.details;
  return {
    error: {
      code: error.code,
      message: translate(messageKey ?? `errors.${error.code}`, params),
      ...(fields && {
        fields: fields.map((f) => ({ ...f, message: translate(f.key, f.params) })),
      }),
      ...(params && { params }),
      ...(current !== undefined && { current }),
    },
  };
}

/** Maps Fastify's own client errors (bad JSON, wrong content type, huge body) to domain codes. */
function fromFastify(error: FastifyError): AppError | undefined {
  const byCode: Record<string, ErrorCode> = {
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
    FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  };
  const code = byCode[error.code];
  if (code) return new AppError(code);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Malformed JSON, empty JSON body, bad headers: the client's fault, never a 500.
    return new AppError('VALIDATION_FAILED', {
      fields: [{ path: '', key: 'validation.invalidType' }],
    });
  }
  return undefined;
}

/**
 * A call that met a lost database connection: 503, to try again shortly. PostgreSQL rolls back
 * the transaction of a connection it lost, so a change is saved whole or not at all; a save
 * whose commit was under way when the connection went is told apart on retry by its version.
 * A call that says more of what it saved (a feed batch written in slices) keeps its own answer.
 */
function unavailable(error: FastifyError): AppError | undefined {
  if (!isConnectionLost(error)) return undefined;
  if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') return error;
  return new AppError('SERVICE_UNAVAILABLE', {
    params: { retryAfterSeconds: RETRY_AFTER_SECONDS },
  });
}

/** One error handler: codes to statuses, Spanish messages, and never a stack in an answer. */
export function registerErrorHandling(
  app: FastifyInstance,
  opts: { onConnectionLost?(error: unknown): void } = {},
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lost = unavailable(error);
    if (lost) {
      // One line per call, not a stack: an outage refuses every call for a while.
      request.log.warn({ reason: error.message }, 'database unreachable during a call');
      opts.onConnectionLost?.(error);
    }
    const known = lost ?? (error instanceof AppError ? error : fromFastify(error));
    if (known) {
      if (known.statusCode === 429) request.log.warn({ code: known.code }, 'request throttled');
      const retryAfter = known.details.params?.retryAfterSeconds;
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return send(reply.status(known.statusCode), body(known));
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply.status(500), body(new AppError('INTERNAL')));
  });
}
