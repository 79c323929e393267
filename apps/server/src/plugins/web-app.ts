import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { CACHE_CONTROL } from '../lib/cache-control.ts';

/** The sign-in page rendered at build time (apps/web/first-screens.ts). */
const SIGN_IN_PAGE = 'login.html';
/**
 * Files that name the build's other files, so a deploy shows at once: the pages, the worker that
 * keeps the app and the app's manifest.
 */
const CHECKED_EACH_TIME = new Set(['index.html', SIGN_IN_PAGE, 'sw.js', 'manifest.webmanifest']);

/**
 * Serves the built client at the base path. Unknown paths that are not API calls get index.html,
 * so the client's history-mode routes survive a reload; unknown API paths get a JSON 404.
 */
export async function serveWebApp(
  app: FastifyInstance,
  opts: { distDir: string; basePath: string; apiPrefixes: string[] },
): Promise<void> {
  const hasClient = existsSync(path.join(opts.distDir, 'index.html'));
  const hasSignInPage = existsSync(path.join(opts.distDir, SIGN_IN_PAGE));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: opts.basePath,
      wildcard: false,
      index: false,
      // The build wrote each text file's brotli and gzip forms beside it (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      // The page names the hashed assets of its build, so it is checked on every visit; the
      // assets themselves never change.
      setHeaders: (res, file) => {
        // A compressed form is named as the file it stands for.
        const relative = path.relative(opts.distDir, file).replace(/\.(br|gz)$/, '');
        const policy = CHECKED_EACH_TIME.has(relative)
          ? CACHE_CONTROL.revalidate
          : relative.startsWith(`assets${path.sep}`)
            ? CACHE_CONTROL.immutable
            : CACHE_CONTROL.short;
        res.header('cache-control', policy);
      },
    });
    // The build's hashed scripts, styles and images are never documents nor workers, so no
    // policy applies to them: the page's own answer carries it. On a phone every header is
    // bytes on the wire, and a page fetches a dozen of these.
    const assets = `${opts.basePath}assets/`;
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith(assets)) reply.removeHeader('content-security-policy');
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
    // The sign-in page arrives rendered by the build, so its form shows before the scripts run
    // (decision 0052); every other route is drawn by them.
    return reply.sendFile(
      url === `${opts.basePath}login` && hasSignInPage ? SIGN_IN_PAGE : 'index.html',
    );
  });
}
