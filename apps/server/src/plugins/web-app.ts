import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Serves the built client at the base path. Unknown paths that are not API calls get index.html,
 * so the client's history-mode routes survive a reload; unknown API paths get a JSON 404.
 */
export async function serveWebApp(
  app: FastifyInstance,
  opts: { distDir: string; basePath: string; apiPrefixes: string[] },
): Promise<void> {
  const hasClient = existsSync(path.join(opts.distDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: opts.basePath,
      wildcard: false,
      index: false,
      maxAge: '1h',
      // Hashed assets never change; the page itself must always be fresh.
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web client not built: run npm run build');
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = opts.apiPrefixes.some((p) => url.startsWith(p));
    if (
      !hasClient ||
      isApi ||
      !['GET', 'HEAD'].includes(request.method) ||
      !url.startsWith(opts.basePath)
    ) {
      throw new AppError('NOT_FOUND');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
