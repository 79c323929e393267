import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './web-app.ts';

let distDir = '';
const PAGE = '<!doctype html><script type="module" src="/assets/index-3f9a1c.js"></script>';
const SCRIPT = 'console.log(1)';
// The sign-in page as the build renders it: the same page, its form already in it.
const SIGN_IN = '<!doctype html><div id="root"><form><input name="email"></form></div>';
let app: FastifyInstance;

// A client laid out as the web build lays it out: the page, hashed assets, and public files.
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'board-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  // Text files come with their brotli and gzip forms, as the build writes them.
  const text = async (file: string, content: string) => {
    await writeFile(path.join(distDir, file), content);
    await writeFile(path.join(distDir, `${file}.br`), brotliCompressSync(content));
    await writeFile(path.join(distDir, `${file}.gz`), gzipSync(content));
  };
  await text('index.html', PAGE);
  await text('login.html', SIGN_IN);
  await text(path.join('assets', 'index-3f9a1c.js'), SCRIPT);
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
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['identity', undefined, (body: Buffer) => body],
  ] as const)(
    'sends the form the browser takes (%s), and says the answer depends on it',
    async (accepted, encoding, decode) => {
      for (const [url, content] of [
        ['/assets/index-3f9a1c.js', SCRIPT],
        ['/general', PAGE],
      ] as const) {
        const res = await get(url, { 'accept-encoding': accepted });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(res.rawPayload).toString()).toBe(content);
      }
    },
  );

  it('keeps the page checked on every visit in its compressed form too', async () => {
    const res = await get('/general', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/text\/html/);
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

  it.each([
    ['br', brotliDecompressSync],
    ['identity', (body: Buffer) => body],
  ] as const)(
    'sends the sign-in page rendered by the build at /login (%s), checked on every visit',
    async (accepted, decode) => {
      for (const url of ['/login', '/login?next=1']) {
        const res = await get(url, { 'accept-encoding': accepted });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(decode(res.rawPayload).toString()).toBe(SIGN_IN);
      }
      for (const url of ['/general', '/forgot', '/login/x']) {
        expect(
          decode((await get(url, { 'accept-encoding': accepted })).rawPayload).toString(),
        ).toBe(PAGE);
      }
    },
  );
});
