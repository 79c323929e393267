import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The secrets a data folder may keep, each in a file of that name. */
const SECRET_NAMES = ['jwt-secret', 'feed-key'] as const;
type SecretName = (typeof SECRET_NAMES)[number];
export type KeptSecrets = Partial<Record<SecretName, string>>;

export const isSecretName = (name: string): name is SecretName =>
  (SECRET_NAMES as readonly string[]).includes(name);

/** The secrets the data folder keeps (none of those that are configured instead). */
export async function keptSecrets(dataDir: string): Promise<KeptSecrets> {
  const kept: KeptSecrets = {};
  for (const name of SECRET_NAMES) {
    try {
      kept[name] = (await readFile(path.join(dataDir, name), 'utf8')).trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return kept;
}

/** Puts secrets back into a data folder (a restore), in place of any there, owner-only. */
export async function keepSecrets(dataDir: string, secrets: KeptSecrets): Promise<void> {
  for (const [name, secret] of Object.entries(secrets)) {
    await writeFile(path.join(dataDir, name), `${secret}\n`, { mode: 0o600, flag: 'w' });
  }
}

/**
 * A secret that is not configured (never in production): generated once and kept in the data
 * folder, so it survives a restart and processes sharing the folder agree on it.
 */
export async function storedSecret(dataDir: string, name: SecretName): Promise<string> {
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
