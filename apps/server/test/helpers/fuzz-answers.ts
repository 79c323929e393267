import type { Readable } from 'node:stream';
import { errorResponse } from '@board/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

/** What the fuzz test reads of an answer: status, type and, for text, the body. */
export interface FuzzAnswer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Sends one request. The answer is read as a stream so that an event stream, which never ends by
 * itself, is judged by its head and then closed the way a client that leaves closes it.
 */
export async function send(app: FastifyInstance, request: InjectOptions): Promise<FuzzAnswer> {
  const res = await app.inject({ ...request, payloadAsStream: true });
  const contentType = String(res.headers['content-type'] ?? '');
  const stream = res.stream() as Readable;
  if (contentType.startsWith('text/event-stream')) {
    res.raw.res.destroy();
    stream.destroy();
    return { status: res.statusCode, contentType, text: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const isText = /json|text/.test(contentType);
  return {
    status: res.statusCode,
    contentType,
    text: isText ? Buffer.concat(chunks).toString() : '',
  };
}

/** Where the sources live here: an answer naming it shows a file of the server. */
const checkout = process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Traces of the server's insides: stack frames, source paths, error class names. */
const INTERNALS = [
  /\bat [^\s"]* ?\((?:\/|file:|node:)[^)]*:\d+:\d+\)|\bat (?:\/|file:|node:)\S*:\d+:\d+/,
  new RegExp(`node_modules|file://|${checkout}|/src/\\S+\\.ts\\b`),
  /\b[A-Z][A-Za-z]*Error\b|\bError:/,
];

/** Traces of the database, which only an error answer could leak (saved text may hold SQL). */
const DATABASE_INTERNALS = [
  /\b(select\s[\s\S]{0,200}\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i,
  /\b(violates|constraint|relation "|syntax error|invalid input|duplicate key|pglite|drizzle)\b/i,
  /\bpostgres/i,
];

/** The answer of any request, whatever it held: never a 5xx, never the server's insides. */
export function expectSafeAnswer(what: string, answer: FuzzAnswer): void {
  const shown = `${what} → ${answer.status} ${answer.text.slice(0, 800)}`;
  expect(answer.status, shown).toBeLessThan(500);
  for (const pattern of INTERNALS) expect(answer.text, shown).not.toMatch(pattern);
  if (answer.status < 400) return;
  for (const pattern of DATABASE_INTERNALS) expect(answer.text, shown).not.toMatch(pattern);
  // Every refusal has the documented shape: { error: { code, message, fields? } }.
  expect(answer.contentType, shown).toMatch(/^application\/json/);
  expect(errorResponse.strict().safeParse(JSON.parse(answer.text)).success, shown).toBe(true);
}
