import {
  exportDelaysRequest,
  exportListRequest,
  exportOvernightsRequest,
  exportTrailersRequest,
} from '@board/domain';
import type { FastifyInstance } from 'fastify';
import { MEDIA } from '../../lib/openapi/route-media.ts';
import { sendDownload } from '../../lib/workbooks/download.ts';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import { signedIn } from '../auth/index.ts';
import type { ExportsService } from './exports.service.ts';

/** Every download answers an Excel workbook. */
const WORKBOOK = { produces: MEDIA.xlsx };
/** The board's lists answer 204, with no file, when nothing matches the filters. */
const LIST_WORKBOOK = { ...WORKBOOK, emptyWhenNothingMatches: true } as const;

export function exportRoutes(exports: ExportsService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/leg/export-list',
      { schema: { body: exportListRequest }, config: LIST_WORKBOOK },
      async (request, reply) =>
        sendDownload(reply, await exports.list(signedIn(request), request.body)),
    );
    app.post(
      '/leg/export-trailers',
      { schema: { body: exportTrailersRequest }, config: LIST_WORKBOOK },
      async (request, reply) =>
        sendDownload(reply, await exports.trailers(signedIn(request), request.body)),
    );
    app.post(
      '/leg/export-delays',
      { schema: { body: exportDelaysRequest }, config: LIST_WORKBOOK },
      async (request, reply) =>
        sendDownload(reply, await exports.delays(signedIn(request), request.body)),
    );
    app.post(
      '/leg/export-overnights',
      { schema: { body: exportOvernightsRequest }, config: LIST_WORKBOOK },
      async (request, reply) =>
        sendDownload(reply, await exports.overnights(signedIn(request), request.body)),
    );
    app.post('/delaycode/download', { config: WORKBOOK }, async (request, reply) => {
      signedIn(request);
      return sendDownload(reply, await exports.delayCodes());
    });
  };
}
