import { exportPrintRequest } from '@board/domain';
import type { FastifyInstance } from 'fastify';
import { MEDIA } from '../../lib/openapi/route-media.ts';
import { sendDownload } from '../../lib/workbooks/download.ts';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import { signedIn } from '../auth/index.ts';
import type { PrintBoardService } from './print-board.service.ts';

export function printBoardRoutes(printBoard: PrintBoardService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/leg/export-printformat',
      { schema: { body: exportPrintRequest }, config: { produces: MEDIA.pdf } },
      async (request, reply) =>
        sendDownload(reply, await printBoard.print(signedIn(request), request.body)),
    );
  };
}
