import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './web-app.ts';

let distDir = '';
let app: FastifyInstance;

// A client laid out as the web build lays it out: the page, hashed assets, and public files.
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'board-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-3f9a1c.js"></script>',
  );
  await writeFile(path.join(distDir, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await writeFile(path.join(distDir, 'manifest.webmanifest'), '{"name":"Tablero"}');
  app = Fastify();
  await serveWebApp(app, { distDir, basePath: '/', apiPrefixes: ['/v1'] });
});
afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the built client', () => {
  it.each(['/', '/general', '/reset-password?token=x', '/index.html'])(
    'sends the page at %s to be checked on every visit, so a deploy shows at once',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      // The check costs little: an unchanged page answers 304 without a body.
      const etag = String(res.headers.etag);
      expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    },
  );

  it('lets hashed assets be kept for good', async () => {
    const res = await get('/assets/index-3f9a1c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['/sw.js', /javascript/],
    ['/manifest.webmanifest', /application\/manifest\+json/],
  ])('sends %s, which names the build, to be checked on every visit', async (url, type) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    // Kept longer, it would hold a phone on the old build after a deploy.
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lets other files be kept for an hour', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
