import { legListExtendRequest, legListOvernightsRequest, legListRequest } from '@board/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import type { LegsService } from './legs.service.ts';
import { signedIn } from './signed-in.ts';

export function legRoutes(legs: LegsService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post('/leg/list', { schema: { body: legListRequest } }, async (request) => ({
      data: await legs.list(signedIn(request), request.body),
    }));
    app.post('/leg/list-extend', { schema: { body: legListExtendRequest } }, async (request) => ({
      data: await legs.listExtend(signedIn(request), request.body),
    }));
    app.post('/leg/list-delays', { schema: { body: legListExtendRequest } }, async (request) => ({
      data: await legs.listDelays(signedIn(request), request.body),
    }));
    app.post(
      '/leg/list-overnights',
      { schema: { body: legListOvernightsRequest } },
      async (request) => ({ data: await legs.listOvernights(signedIn(request), request.body) }),
    );
  };
}
