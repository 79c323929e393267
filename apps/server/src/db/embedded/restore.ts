import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** The embedded database's own folder inside DATA_DIR (as `openDatabase` opens it). */
export function embeddedFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Whether DATA_DIR already holds an embedded database (a restore never writes over one). */
export async function hasEmbeddedDatabase(dataDir: string): Promise<boolean> {
  try {
    return (await readdir(embeddedFolder(dataDir))).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Writes a database copy (PGlite's dump) into DATA_DIR, which must hold no database yet. */
export async function restoreEmbedded(dataDir: string, dump: Buffer): Promise<void> {
  const copy = new Blob([new Uint8Array(dump)]);
  const folder = embeddedFolder(dataDir);
  await mkdir(folder, { recursive: true });
  const database = new PGlite(folder, { loadDataDir: copy });
  try {
    // Opening it proves the copy is a database, not just a tar file.
    await database.query('select 1');
  } finally {
    await database.close();
  }
}
