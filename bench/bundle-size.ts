import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as much as is read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  name: string;
  targetKb: number | null;
  files: { file: string; bytes: number; gzip: number }[];
  totalGzip: number;
}

/**
 * What each measured route loads on demand, by source module (paths as apps/web/src/app/routes.tsx
 * imports them). A route downloads the entry, these modules, and everything they import
 * statically; what they import with import() comes later (drawers, downloads, English).
 */
const MEASURED_ROUTES = [
  {
    name: 'sign-in (/login, /forgot, /reset-password)',
    targetKb: 90,
    lazy: ['src/features/auth/pages.ts'],
  },
  {
    name: 'board (/general)',
    targetKb: 150,
    lazy: ['src/app/frame/app-frame.tsx', 'src/app/board-page.tsx'],
  },
  {
    // The charts' library comes with this route alone (decision 0040); no target was set.
    name: 'Red (/network)',
    targetKb: null,
    lazy: ['src/app/frame/app-frame.tsx', 'src/features/network/index.ts'],
  },
] as const;

/** The chunk keys `from` needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, from: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: was it renamed?`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of from) visit(key);
  return seen;
}

/**
 * The JavaScript the browser must fetch before each measured route shows, data apart: the entry
 * chunk, the route's lazily loaded modules, and the chunks all of them import statically. Sizes
 * are of each file compressed on its own with gzip, as a server would send it.
 */
export async function routeBundles(distDir: string): Promise<RouteBundle[]> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const sizes = new Map<string, { bytes: number; gzip: number }>();
  const sizeOf = async (file: string) => {
    const known = sizes.get(file);
    if (known) return known;
    const content = await readFile(path.join(distDir, file));
    const size = { bytes: content.length, gzip: gzipSync(content).length };
    sizes.set(file, size);
    return size;
  };
  return Promise.all(
    MEASURED_ROUTES.map(async (route) => {
      for (const key of route.lazy) {
        if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is not loaded on demand`);
      }
      const keys = staticClosure(manifest, [...entries, ...route.lazy]);
      const files = await Promise.all(
        [...keys].map(async (key) => {
          const file = manifest[key]?.file ?? key;
          return { file, ...(await sizeOf(file)) };
        }),
      );
      files.sort((a, b) => b.gzip - a.gzip);
      const totalGzip = files.reduce((sum, f) => sum + f.gzip, 0);
      return { name: route.name, targetKb: route.targetKb, files, totalGzip };
    }),
  );
}
