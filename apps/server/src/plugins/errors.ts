import { type ErrorCode, type ErrorResponse, translate } from '@board/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

function body(error: AppError): ErrorResponse {
  const { fields, params, current } = error.details;
  return {
    error: {
      code: error.code,
      message: translate(`errors.${error.code}`, params),
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

/** One error handler: codes to statuses, Spanish messages, and never a stack in an answer. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : fromFastify(error);
    if (known) {
      if (known.statusCode === 429) request.log.warn({ code: known.code }, 'request throttled');
      const retryAfter = known.details.params?.retryAfterSeconds;
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply.status(known.statusCode).send(body(known));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body(new AppError('INTERNAL')));
  });
}
