import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer.ts';

const request = (authorization?: string) => ({ headers: { authorization } }) as FastifyRequest;

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['BEARER   abc  ', 'abc'],
  ])('reads %j', (header, token) => {
    expect(bearerToken(request(header))).toBe(token);
  });

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Basic abc', 'abc', 'Bearer abc def', 'Token abc'])(
    'finds no token in %j',
    (header) => {
      expect(bearerToken(request(header))).toBeUndefined();
    },
  );
});
