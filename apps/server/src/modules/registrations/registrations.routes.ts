import {
  registrationModifiedRequest,
  registrationRequest,
  registrationResponse,
} from '@board/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import { signedIn } from '../auth/index.ts';
import type { RegistrationsService } from './registrations.service.ts';

export function registrationRoutes(registrations: RegistrationsService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/registration',
      { schema: { body: registrationRequest, response: { 200: registrationResponse } } },
      async (request) => ({
        data: { registrations: await registrations.get(signedIn(request), request.body.email) },
      }),
    );
    app.post(
      '/registration/modified',
      { schema: { body: registrationModifiedRequest, response: { 200: registrationResponse } } },
      async (request) => ({
        data: {
          registrations: await registrations.save(
            signedIn(request),
            request.body.email,
            request.body.registrations,
          ),
        },
      }),
    );
  };
}
