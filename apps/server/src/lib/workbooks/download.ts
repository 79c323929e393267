import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file to send, or null when the filters match no record (the panel then says so). */
export type Download = { fileName: string; contentType: string; body: Readable } | null;

/** A file as an attachment under its own name, or 204 when nothing matched. */
export function sendDownload(reply: FastifyReply, download: Download) {
  if (!download) return reply.code(204).send();
  return reply
    .header('content-disposition', `attachment; filename="${download.fileName}"`)
    .header('cache-control', 'no-store')
    .type(download.contentType)
    .send(download.body);
}
