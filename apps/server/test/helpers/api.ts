import { and, eq, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { authEvents } from '../../src/db/schema.ts';
import type { TestContext } from './test-app.ts';

export interface ErrorBody {
  code: string;
  message: string;
  fields?: {
    path: string;
    key: string;
    params?: Record<string, string | number>;
    message: string;
  }[];
  params?: Record<string, string | number>;
}

/** The `error` object of an error answer; fails the test when the answer is not one. */
export function errorOf(res: LightMyRequestResponse): ErrorBody {
  const body = res.json() as { error?: ErrorBody };
  if (!body.error) throw new Error(`expected an error answer, got ${res.statusCode} ${res.body}`);
  return body.error;
}

function decodePart(part: string | undefined): Record<string, unknown> {
  if (!part) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/** Header and payload of a JWT, read without checking its signature. */
export function jwtParts(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header, payload] = token.split('.');
  return { header: decodePart(header), payload: decodePart(payload) };
}

/** Rows of auth_events of one type, optionally narrowed to an e-mail or a user. */
export function eventsOf(
  ctx: TestContext,
  type: string,
  by: { email?: string; userId?: string; ip?: string } = {},
) {
  const where: SQL[] = [eq(authEvents.type, type)];
  if (by.email) where.push(eq(authEvents.email, by.email));
  if (by.userId) where.push(eq(authEvents.userId, by.userId));
  if (by.ip) where.push(eq(authEvents.ip, by.ip));
  return ctx.database.db
    .select()
    .from(authEvents)
    .where(and(...where));
}

/** Polls until check returns a truthy value (work that runs after an answer has gone). */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
