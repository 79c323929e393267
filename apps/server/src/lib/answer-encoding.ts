import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** The encodings answers are sent in, the smaller first. */
export type AnswerEncoding = 'br' | 'gzip';
const ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];

/**
 * Brotli's default quality (11) took 2.7 s for a 3.3 MB hub day; quality 5 took 15 ms, what
 * gzip's default takes, for 80 KB against gzip's 148 KB (decision 0051).
 */
const KEPT_ANSWER_BROTLI_QUALITY = 5;

/** Smaller answers gain nothing worth the work of compressing them (a search's few rows). */
export const COMPRESS_FROM_BYTES = 1024;

/** The encoding the client prefers among ours, by its Accept-Encoding; null sends the answer as is. */
export function acceptedEncoding(header: string | string[] | undefined): AnswerEncoding | null {
  return negotiate(Array.isArray(header) ? header.join(',') : (header ?? ''), ENCODINGS);
}

const brotliOptions = (bytes: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: KEPT_ANSWER_BROTLI_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
  },
});

const compressSync = {
  br: (bytes: Buffer) => brotliCompressSync(bytes, brotliOptions(bytes.length)),
  gzip: (bytes: Buffer) => gzipSync(bytes),
};
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressInPool = {
  br: (bytes: Buffer) => brotliAsync(bytes, brotliOptions(bytes.length)),
  gzip: (bytes: Buffer) => gzipAsync(bytes),
};

/**
 * Up to this size compressing at once (a fraction of a millisecond) costs less than handing the
 * work to the thread pool; a larger answer is compressed there, off the event loop.
 */
const COMPRESS_INLINE_BYTES = 64 * 1024;

/** `bytes` in `encoding`: small ones at once, larger ones in the thread pool. */
export function encode(bytes: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  return bytes.length <= COMPRESS_INLINE_BYTES
    ? Promise.resolve(compressSync[encoding](bytes))
    : compressInPool[encoding](bytes);
}
