import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret that is not configured (never in production): generated once and kept in the data
 * folder, so it survives a restart and processes sharing the folder agree on it.
 */
export async function storedSecret(
  dataDir: string,
  name: 'jwt-secret' | 'feed-key',
): Promise<string> {
  const file = path.join(dataDir, name);
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length >= 32) return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'w' });
  return secret;
}
