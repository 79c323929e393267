import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Compiles the server for `npm run serve`: plain JavaScript that `node` runs with no TypeScript
 * loader. The domain package ships TypeScript, so it is bundled in; every other dependency stays
 * a package that `npm install --omit=dev` brings (PGlite, argon2 and pdfkit read files of their own).
 */
const folder = import.meta.dirname;
const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const outdir = path.join(folder, 'dist');

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'admin-cli': 'src/admin-cli.ts',
    'backup-cli': 'src/backup-cli.ts',
    'feed-cli': 'src/feed-cli.ts',
    'seed-cli': 'src/db/seed-cli.ts',
  },
  absWorkingDir: folder,
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(manifest.dependencies).filter((name) => name !== '@board/domain'),
  logLevel: 'warning',
});
