import {
  changesSinceRequest,
  changesSinceResponse,
  handoverRequest,
  handoverResponse,
  markSeenRequest,
} from '@board/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MEDIA } from '../../lib/openapi/route-media.ts';
import { sendDownload } from '../../lib/workbooks/download.ts';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import { signedIn } from '../auth/index.ts';
import type { ChangesService } from './changes.service.ts';

const done = z.object({ message: z.string() });

/** What changed since the caller last looked, marking it seen, and the shift's handover. */
export function changesRoutes(changes: ChangesService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/leg/changes-since',
      { schema: { body: changesSinceRequest, response: { 200: changesSinceResponse } } },
      async (request) => ({ data: await changes.since(signedIn(request), request.body) }),
    );
    app.post(
      '/leg/mark-seen',
      { schema: { body: markSeenRequest, response: { 200: done } } },
      async (request) => {
        await changes.markSeen(signedIn(request), request.body);
        return { message: 'ok' };
      },
    );
    for (const [path, format, media] of [
      ['/leg/export-handover', 'xlsx', MEDIA.xlsx],
      ['/leg/export-handover-print', 'pdf', MEDIA.pdf],
    ] as const) {
      app.post(
        path,
        { schema: { body: handoverRequest }, config: { produces: media } },
        async (request, reply) =>
          sendDownload(reply, await changes.handoverFile(signedIn(request), request.body, format)),
      );
    }
    app.post(
      '/leg/handover',
      { schema: { body: handoverRequest, response: { 200: handoverResponse } } },
      async (request) => ({ data: await changes.handover(signedIn(request), request.body) }),
    );
  };
}
