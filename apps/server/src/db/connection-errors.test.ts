import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-errors.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('lost database connections', () => {
  it.each([
    ['terminated by an administrator', pgError('57P01')],
    ['a server starting up', pgError('57P03')],
    ['a database closed to new connections', pgError('53300')],
    ['a connection exception', pgError('08006')],
    ['a refused connection', pgError('ECONNREFUSED')],
    ['a dropped socket', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect', new Error('timeout exceeded when trying to connect')],
    ['a query drizzle wrapped', new DrizzleQueryError('select 1', [], pgError('57P01'))],
    ['every address refused', new AggregateError([pgError('ECONNREFUSED')], 'connect')],
  ])('is %s', (_, error) => {
    expect(isConnectionLost(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['an impossible date', pgError('22008')],
    ['a plain bug', new TypeError('x is undefined')],
    ['no error at all', undefined],
  ])('is not %s', (_, error) => {
    expect(isConnectionLost(error)).toBe(false);
  });

  it('survives an error that wraps itself', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(isConnectionLost(error)).toBe(false);
  });
});
