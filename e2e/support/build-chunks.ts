import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

const dist = path.resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');

/**
 * The address of the chunk the client's build made of a module loaded on demand (a key of Vite's
 * manifest, such as 'src/app/board-page.tsx'), read from the build the server serves.
 */
export async function chunkOf(module: string): Promise<string> {
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isDynamicEntry?: boolean }>;
  const chunk = manifest[module];
  if (!chunk?.isDynamicEntry) throw new Error(`${module} is not loaded on demand in this build`);
  return `/${chunk.file}`;
}

/**
 * Holds back the answer for one chunk, as a slow link would, until `release` is called: what
 * the page shows meanwhile can be checked without depending on timing.
 */
export async function holdChunk(page: Page, module: string) {
  const file = await chunkOf(module);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === file,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}
