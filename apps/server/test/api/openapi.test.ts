import { SAVE_KEY_HEADER } from '@board/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
}
let doc: Document;
beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => ctx.close());

/** Every route the application registered, read from Fastify's own tree, as "METHOD /path". */
function registeredRoutes(): string[] {
  const tree = ctx.app.printRoutes({ commonPrefix: false });
  return [...tree.matchAll(/(\/\S*) \(([A-Z, ]+)\)/g)].flatMap(([, path = '', methods = '']) =>
    methods
      .split(', ')
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .map((method) => `${method} ${path}`),
  );
}

const API =
  /^(GET|POST|PUT|PATCH|DELETE) \/(auth|v1|integration|plans)\/|^GET \/(metrics|healthz|readyz)$/;

describe('the OpenAPI description', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route the server registered under its APIs', () => {
    const api = registeredRoutes().filter((route) => API.test(route));
    expect(api.length).toBeGreaterThan(30);
    const described = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      ),
    );
    expect(api.filter((route) => !described.has(route))).toEqual([]);
  });

  it('names the keys of each API and the media types that are not JSON', () => {
    const list = doc.paths['/v1/leg/list']?.post;
    expect(list?.security).toEqual([{ apiKey: [], subscriptionKey: [], bearer: [] }]);
    expect(JSON.stringify(list?.requestBody)).toContain('"station"');
    expect(doc.paths['/auth/authenticate']?.post?.security).toEqual([
      { apiKey: [], subscriptionKey: [] },
    ]);
    const mvt = doc.paths['/integration/v1/mvt']?.post;
    expect(mvt?.security).toEqual([{ feedKey: [] }]);
    expect(JSON.stringify(mvt?.requestBody)).toContain('text/plain');
    expect(JSON.stringify(mvt?.requestBody)).toContain('MVT\\n');
    expect(JSON.stringify(doc.paths['/v1/events']?.get?.responses)).toContain('text/event-stream');
    expect(JSON.stringify(doc.paths['/v1/leg/export-list']?.post?.responses)).toContain(
      'spreadsheetml',
    );
    expect(JSON.stringify(doc.paths['/v1/events']?.get?.parameters)).toContain('"station"');
  });

  it.each([
    '/v1/leg/modified',
    '/v1/leg/updatePea',
    '/v1/leg/store-delays',
    '/v1/leg/update-delays',
  ])('names the optional save key of %s', (path) => {
    expect(doc.paths[path]?.post?.parameters).toEqual([
      expect.objectContaining({ name: SAVE_KEY_HEADER, in: 'header', required: false }),
    ]);
  });

  it('asks the access token of sign-out, the one /auth call that needs it', () => {
    expect(doc.paths['/auth/signout']?.post?.security).toEqual([
      { apiKey: [], subscriptionKey: [], bearer: [] },
    ]);
    expect(doc.paths['/auth/refresh-token']?.post?.security).toEqual([
      { apiKey: [], subscriptionKey: [] },
    ]);
  });

  it('says which downloads answer 204 when nothing matches, and only those', () => {
    const empty = Object.entries(doc.paths)
      .filter(([, operations]) =>
        JSON.stringify(operations.post?.responses ?? {}).includes('"204"'),
      )
      .map(([path]) => path)
      .sort();
    expect(empty).toEqual([
      '/v1/leg/export-delays',
      '/v1/leg/export-list',
      '/v1/leg/export-overnights',
      '/v1/leg/export-trailers',
    ]);
  });

  it("gives the operator calls' answers their media types", () => {
    const answers = (path: string) =>
      doc.paths[path]?.get?.responses as Record<string, { content?: Record<string, unknown> }>;
    for (const path of ['/healthz', '/readyz']) {
      for (const status of ['200', '503']) {
        const schema = JSON.stringify(answers(path)[status]?.content?.['application/json']);
        expect(schema, `${path} ${status}`).toContain('"status"');
      }
    }
    expect(Object.keys(answers('/metrics')['200']?.content ?? {})).toEqual([
      expect.stringMatching(/^text\/plain; version=0\.0\.4/),
    ]);
  });

  it('is served as a page of its own, without sign-in', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Its scripts come from this server only: the page works where there is no internet.
    const policy = String(page.headers['content-security-policy']);
    const scripts = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scripts).toContain("'self'");
    expect(scripts).not.toMatch(/https?:/);
  });
});
