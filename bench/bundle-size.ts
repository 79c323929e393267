import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  files: { file: string; bytes: number; gzip: number }[];
  totalGzip: number;
}

/**
 * The JavaScript a first visit downloads before the app can start: the entry module and the
 * chunks index.html preloads. Lazily loaded route chunks are not part of it.
 */
export async function initialJavaScript(distDir: string): Promise<BundleFigures> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  const files = await Promise.all(
    [...new Set(sources)].map(async (src) => {
      const file = src.replace(/^.*\/assets\//, 'assets/');
      const content = await readFile(path.join(distDir, file));
      return { file, bytes: content.length, gzip: gzipSync(content).length };
    }),
  );
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}
