import {
  authenticateResponse,
  forgotRequest,
  loginRequest,
  messageResponse,
  refreshRequest,
  replacePasswordRequest,
  signoutRequest,
  tokenPairSchema,
  tokenRequest,
  translate,
  validateTokenResponse,
  verifyJwtResponse,
} from '@board/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import { bearerToken } from './bearer.ts';
import type { createLoginService } from './login.service.ts';
import type { createPasswordResetService } from './password-reset.service.ts';
import type { SessionService } from './session.service.ts';

interface AuthServices {
  login: ReturnType<typeof createLoginService>;
  sessions: SessionService;
  passwordReset: ReturnType<typeof createPasswordResetService>;
}

const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** The authentication API at the paths of the specification. Thin: schema in, service out. */
export function authRoutes({ login, sessions, passwordReset }: AuthServices) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/authenticate',
      { schema: { body: loginRequest, response: { 200: authenticateResponse } } },
      (request) => login.authenticate(request.body, client(request)),
    );

    app.post(
      '/forgot',
      { schema: { body: forgotRequest, response: { 200: messageResponse } } },
      async (request) => {
        passwordReset.requestReset(request.body.email, request.ip);
        return { message: translate('auth.forgot.success') };
      },
    );

    app.post(
      '/validate-token',
      { schema: { body: tokenRequest, response: { 200: validateTokenResponse } } },
      async (request) => {
        await passwordReset.validate(request.body.token);
        return { valid: true as const };
      },
    );

    app.post(
      '/replace-password',
      { schema: { body: replacePasswordRequest, response: { 200: messageResponse } } },
      async (request) => {
        await passwordReset.replacePassword(request.body.token, request.body.password, request.ip);
        return { message: translate('auth.reset.success') };
      },
    );

    app.post(
      '/refresh-token',
      { schema: { body: refreshRequest, response: { 200: tokenPairSchema } } },
      (request) => sessions.refresh(request.body.refresh_token, request.ip),
    );

    app.post(
      '/verify-jwt',
      { schema: { body: tokenRequest, response: { 200: verifyJwtResponse } } },
      (request) => sessions.verifyJwt(request.body.token),
    );

    app.post(
      '/signout',
      {
        schema: { body: signoutRequest, response: { 200: messageResponse } },
        config: { bearer: true },
      },
      async (request) => {
        const token = bearerToken(request);
        if (!token) throw new AppError('UNAUTHENTICATED');
        const user = await sessions.verifyAccess(token);
        await sessions.signout(user, request.body.email, request.ip);
        return { message: translate('auth.signout.success') };
      },
    );
  };
}
