import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { openApiDocument } from '../lib/openapi/openapi-document.ts';
import { serverRoot } from '../lib/server-root.ts';

const { version } = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
  version: string;
};

/** Keeps every route as it is registered, for the API's description. */
export function collectRoutes(app: FastifyInstance): readonly RouteOptions[] {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  return routes;
}

/**
 * The page's policy: swagger-ui's own (its inline scripts by hash), with three changes. Its
 * script sets style attributes as it draws, so styles may be inline. Images come from here
 * only, since no schema validator is called out to. And plain HTTP is not upgraded, as on the
 * rest of the application: an installation inside an airline's network may not have TLS.
 */
function docsPolicy(header: string): string {
  return header
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive !== 'upgrade-insecure-requests')
    .map((directive) => {
      if (directive.startsWith('style-src')) return "style-src 'self' 'unsafe-inline'";
      if (directive.startsWith('img-src')) return "img-src 'self' data:";
      return directive;
    })
    .join('; ');
}

/**
 * `/docs`: the API's OpenAPI description, generated from the routes registered so far, as an
 * interactive page served from this process (no CDN), and as JSON at `/docs/json`. It needs no
 * sign-in: it describes the calls and holds no data; every call still needs its keys.
 */
export async function serveApiDocs(
  app: FastifyInstance,
  routes: readonly RouteOptions[],
  basePath: string,
): Promise<void> {
  const document = openApiDocument(routes, { basePath, version });
  await app.register(swagger, {
    mode: 'static',
    specification: { document: document as never },
  });
  await app.register(swaggerUi, {
    routePrefix: `${basePath}docs`,
    // The page's own policy, with hashes of its inline parts, in place of the application's.
    staticCSP: true,
    transformStaticCSP: docsPolicy,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
}
