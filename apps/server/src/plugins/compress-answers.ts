import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_FROM_BYTES } from '../lib/answer-encoding.ts';

/** JSON only: downloads are zipped already (XLSX) or binary (PDF), and a live stream never waits. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

/**
 * Compresses a scope's JSON answers from 1 KB up, in brotli where the client takes it (its
 * default quality here, 4: cheaper than gzip and a quarter smaller on a board's page), gzip
 * otherwise. An answer already encoded (the board's lists, made once per change by the answer
 * cache) is left as it is; the live stream takes over its socket and never passes through here.
 * Request bodies are not inflated: a client sends JSON as it is.
 */
export async function compressAnswers(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    customTypes: JSON_TYPE,
    globalDecompression: false,
  });
}
