import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Permission bits of group and others: none of them may stay on anything in the data folder. */
const GROUP_AND_OTHERS = 0o077;

/**
 * Keeps the data folder readable by its owner only: it holds the embedded database, the outbox
 * (mails carrying live reset links) and generated secrets. Everything this process creates from
 * now on is 0700 or 0600 (the umask covers the database's own files too); what earlier starts or
 * other tools left there is tightened now. A folder not made yet is left to be made later.
 */
export async function keepDataDirPrivate(dataDir: string): Promise<void> {
  process.umask(GROUP_AND_OTHERS);
  await tighten(dataDir);
}

async function tighten(target: string): Promise<void> {
  let stats: Awaited<ReturnType<typeof lstat>>;
  try {
    stats = await lstat(target);
  } catch (error) {
    // Gone since its folder was read (or never made): nothing to tighten.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  // A link's target lies outside the folder's care; chmod would follow it there.
  if (stats.isSymbolicLink()) return;
  if ((stats.mode & GROUP_AND_OTHERS) !== 0) await chmod(target, stats.mode & 0o700);
  if (stats.isDirectory()) {
    const entries = await readdir(target);
    await Promise.all(entries.map((entry) => tighten(path.join(target, entry))));
  }
}
