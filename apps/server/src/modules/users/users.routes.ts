import {
  userAuditResponse,
  userCreateRequest,
  userListQuery,
  userListResponse,
  userRefRequest,
  userResponse,
  userUpdateRequest,
} from '@board/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import { signedIn } from '../auth/index.ts';
import type { UsersAdminService } from './users-admin.service.ts';

const done = z.object({ message: z.string() });

/** /v1/user/*: the accounts, for DUTY (decision 0034). */
export function userRoutes(users: UsersAdminService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/user/list',
      { schema: { querystring: userListQuery, response: { 200: userListResponse } } },
      async (request) => ({
        data: {
          users: await users.list(
            signedIn(request),
            request.query.search ?? '',
            request.query.roles ?? [],
          ),
        },
      }),
    );
    app.post(
      '/user/create',
      { schema: { body: userCreateRequest, response: { 200: userResponse } } },
      async (request) => ({ data: await users.create(signedIn(request), request.body) }),
    );
    app.post(
      '/user/update',
      { schema: { body: userUpdateRequest, response: { 200: userResponse } } },
      async (request) => ({ data: await users.update(signedIn(request), request.body) }),
    );
    app.post(
      '/user/deactivate',
      { schema: { body: userRefRequest, response: { 200: userResponse } } },
      async (request) => ({ data: await users.deactivate(signedIn(request), request.body.id) }),
    );
    app.post(
      '/user/reactivate',
      { schema: { body: userRefRequest, response: { 200: userResponse } } },
      async (request) => ({ data: await users.reactivate(signedIn(request), request.body.id) }),
    );
    app.post(
      '/user/invite',
      { schema: { body: userRefRequest, response: { 200: done } } },
      async (request) => {
        await users.reinvite(signedIn(request), request.body.id);
        return { message: 'sent' };
      },
    );
    app.get(
      '/user/audit',
      { schema: { querystring: userRefRequest, response: { 200: userAuditResponse } } },
      async (request) => ({ data: await users.audit(signedIn(request), request.query.id) }),
    );
  };
}
