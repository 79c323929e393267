import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { registerErrorHandling } from './errors.ts';

function appThrowing(error: Error, onConnectionLost?: (error: unknown) => void) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app, onConnectionLost && { onConnectionLost });
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

  it('answers a lost database connection with 503 and when to try again, and reports it', async () => {
    const reported: unknown[] = [];
    const terminated = Object.assign(
      new Error('terminating connection due to administrator command'),
      { code: '57P01' },
    );
    const app = appThrowing(new DrizzleQueryError('select 1', [], terminated), (e) =>
      reported.push(e),
    );
    const res = await app.inject('/');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message:
        'El servicio no está disponible en este momento. Intente nuevamente en unos segundos.',
    });
    expect(res.body).not.toContain('administrator');
    expect(reported).toHaveLength(1);
  });
});
