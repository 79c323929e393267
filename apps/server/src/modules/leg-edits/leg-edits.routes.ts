import {
  delaysRequest,
  legHistoryQuery,
  legHistoryResponse,
  legModifiedRequest,
  legSavedResponse,
  SAVE_KEY_HEADER,
  saveKeyHeaders,
  updatePeaRequest,
} from '@board/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import { signedIn } from '../auth/index.ts';
import type { LegEditsService } from './leg-edits.service.ts';

const saved = { 200: legSavedResponse };

/**
 * The write calls of section 7; each answers the leg as saved, or why nothing was saved. Each
 * may name its save (SAVE_KEY_HEADER): sent again, it answers the leg and is not applied again.
 */
export function legEditRoutes(edits: LegEditsService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/leg/modified',
      { schema: { body: legModifiedRequest, headers: saveKeyHeaders, response: saved } },
      async (request) => ({
        data: {
          leg: await edits.modified(
            signedIn(request),
            request.body,
            request.headers[SAVE_KEY_HEADER],
          ),
        },
      }),
    );
    app.post(
      '/leg/updatePea',
      { schema: { body: updatePeaRequest, headers: saveKeyHeaders, response: saved } },
      async (request) => ({
        data: {
          leg: await edits.updatePea(
            signedIn(request),
            request.body,
            request.headers[SAVE_KEY_HEADER],
          ),
        },
      }),
    );
    app.post(
      '/leg/store-delays',
      { schema: { body: delaysRequest, headers: saveKeyHeaders, response: saved } },
      async (request) => ({
        data: {
          leg: await edits.storeDelays(
            signedIn(request),
            request.body,
            request.headers[SAVE_KEY_HEADER],
          ),
        },
      }),
    );
    app.post(
      '/leg/update-delays',
      { schema: { body: delaysRequest, headers: saveKeyHeaders, response: saved } },
      async (request) => ({
        data: {
          leg: await edits.updateDelays(
            signedIn(request),
            request.body,
            request.headers[SAVE_KEY_HEADER],
          ),
        },
      }),
    );
    app.get(
      '/leg/history',
      { schema: { querystring: legHistoryQuery, response: { 200: legHistoryResponse } } },
      async (request) => ({
        data: await edits.history(signedIn(request), request.query._id),
      }),
    );
  };
}
