import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../auth/session.service.ts';

/** The user of a /v1 call; the Bearer hook has set it before any route runs. */
export function signedIn(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new AppError('UNAUTHENTICATED');
  return request.authUser;
}
