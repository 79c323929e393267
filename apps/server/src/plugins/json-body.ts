import type { FastifyInstance } from 'fastify';

/**
 * A JSON call that carries no body at all (a download with nothing to filter, sent by a client
 * that labels every call as JSON) reads as having no body: each route's schema then accepts that
 * or answers which field is missing. Any other body is parsed as Fastify's own parser does, with
 * prototype and constructor keys refused.
 */
export function acceptEmptyJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}
