import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite();

/** What a request cost on the wire and what it came to once the browser undid its encoding. */
async function transfer(request: Request) {
  const response = await request.response();
  if (!response) throw new Error(`${request.url()} has no response`);
  const [sent, sizes, body] = await Promise.all([
    request.allHeaders(),
    request.sizes(),
    response.body(),
  ]);
  return {
    path: new URL(request.url()).pathname,
    accepted: sent['accept-encoding'] ?? '',
    encoding: (await response.allHeaders())['content-encoding'] ?? null,
    wireBytes: sizes.responseBodySize,
    bytes: body.length,
  };
}

/**
 * Chromium offers brotli on secure origins, and counts localhost as one: it sends
 * "gzip, deflate, br, zstd" to this server, and "gzip, deflate" alone to a plain-HTTP name
 * (decision 0051). The product's own server is what a phone on the apron reaches through nginx.
 */
describe('bytes on the wire, on a phone', () => {
  it('the page, its scripts and styles, and the board it loads arrive in brotli', async () => {
    // What the server sends, not what the worker fetches for itself in the background.
    const page = await suite.open({ viewport: PHONE, serviceWorkers: 'block' });
    const finished: Request[] = [];
    page.on('requestfinished', (request) => finished.push(request));
    const board = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/v1/leg/list-extend',
    );
    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    const list = (await board).request();
    await expect.poll(() => finished.includes(list)).toBe(true);
    await page.locator('li[data-row-id]').first().waitFor();
    await screenshot(page, 'compressed-transfer-board-390');

    const ours = finished.filter((request) => request.url().startsWith(suite.server.url));
    const assets = ours.filter((request) =>
      ['document', 'script', 'stylesheet'].includes(request.resourceType()),
    );
    const kinds = new Set(assets.map((request) => request.resourceType()));
    expect([...kinds].sort()).toEqual(['document', 'script', 'stylesheet']);
    for (const request of [...assets, list]) {
      const seen = await transfer(request);
      expect(seen.accepted, seen.path).toMatch(/\bbr\b/);
      expect(seen.encoding, seen.path).toBe('br');
      expect(seen.wireBytes, seen.path).toBeLessThan(seen.bytes);
    }
    // The main script, the heaviest file of the first screen, arrives at a quarter of its size.
    const scripts = await Promise.all(
      assets.filter((request) => request.resourceType() === 'script').map(transfer),
    );
    const heaviest = scripts.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    expect(heaviest.wireBytes).toBeLessThan(heaviest.bytes / 3);
  });
});
