/**
 * Draws the installed app's PNG icons from the favicon, in Chromium (the browser tests' own):
 * phones want bitmaps at fixed sizes, and a maskable one whose mark stays inside the circle a
 * launcher may crop it to. Run after changing apps/web/public/favicon.svg:
 *   node --import tsx scripts/draw-icons.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const background = favicon.match(/<rect[^>]*fill="([^"]+)"/)?.[1];
const mark = favicon.match(/<path[^>]*\/>/)?.[0];
if (!background || !mark) throw new Error('favicon.svg has no <rect fill> and <path> to draw from');

/**
 * The mark on a full square: the launcher gives the shape. Scaled to 70 % about the centre, it
 * stays inside the safe circle (80 % of the side) that every mask keeps.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(0.7) translate(-16 -18)">${mark}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-512.png', size: 512, svg: fullBleed },
  // iOS rounds the corners itself and shows a transparent corner as black.
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<body style="margin:0;background:transparent">${sized}</body>`);
    await page.screenshot({
      path: path.join(publicDir, 'icons', file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await page.close();
  }
} finally {
  await browser.close();
}
