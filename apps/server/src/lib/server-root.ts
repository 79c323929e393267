import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found upwards from this module: the sources run from `src/lib`,
 * the compiled server from one bundle in `dist`, so a path relative to the module would differ.
 */
function packageFolder(from: string): string {
  let folder = from;
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${from}`);
    folder = parent;
  }
  return folder;
}

export const serverRoot = packageFolder(path.dirname(fileURLToPath(import.meta.url)));

/** The SQL migrations, shipped as they are (the compiled server reads the same files). */
export const migrationsFolder = path.join(serverRoot, 'src', 'db', 'migrations');

/** The built client the server hands out. */
export const webDist = path.resolve(serverRoot, '..', 'web', 'dist');
