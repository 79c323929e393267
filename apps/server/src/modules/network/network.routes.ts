import { networkRequest, networkResponse } from '@board/domain';
import type { FastifyInstance } from 'fastify';
import { MEDIA } from '../../lib/openapi/route-media.ts';
import { sendDownload } from '../../lib/workbooks/download.ts';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import { signedIn } from '../auth/index.ts';
import type { NetworkService } from './network.service.ts';

/** /v1/network/*: the network view (Red) and its workbook (decision 0040). */
export function networkRoutes(network: NetworkService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/network/summary',
      { schema: { body: networkRequest, response: { 200: networkResponse } } },
      async (request) => ({ data: await network.figures(signedIn(request), request.body.day) }),
    );
    app.post(
      '/network/export',
      { schema: { body: networkRequest }, config: { produces: MEDIA.xlsx } },
      async (request, reply) =>
        sendDownload(reply, await network.download(signedIn(request), request.body.day)),
    );
  };
}
