import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { registerErrorHandling } from './errors.ts';

function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/', async () => {
    throw error;
  });
  return app;
}

describe('error handling', () => {
  it('answers an AppError with its status, Spanish message, fields and params', async () => {
    const app = appThrowing(
      new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'password', key: 'validation.minLength', params: { min: 4 } }],
      }),
    );
    const res = await app.inject('/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Revise los datos ingresados',
        fields: [
          {
            path: 'password',
            key: 'validation.minLength',
            params: { min: 4 },
            message: 'Debe contener al menos 4 caracteres',
          },
        ],
      },
    });
  });

  it('sets retry-after from the params of a throttled answer', async () => {
    const app = appThrowing(
      new AppError('TOO_MANY_ATTEMPTS', { params: { minutes: 2, retryAfterSeconds: 75 } }),
    );
    const res = await app.inject('/');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('75');
    expect(res.json().error.message).toBe(
      'Demasiados intentos fallidos. Intente nuevamente en 2 minutos.',
    );
  });

  it('answers an unexpected error with a bare 500 that tells nothing', async () => {
    const app = appThrowing(new Error('connection to 10.0.0.5 failed: password authentication'));
    const res = await app.inject('/');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Ocurrió un error inesperado. Intente nuevamente.' },
    });
    expect(res.body).not.toContain('10.0.0.5');
  });
});
