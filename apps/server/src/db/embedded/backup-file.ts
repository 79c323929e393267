import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { isSecretName, type KeptSecrets } from '../../lib/stored-secret.ts';
import { readTar, writeTar } from './tar-entries.ts';

/** The database copy's name inside a backup file; the secrets sit beside it by their own names. */
const DATABASE = 'database.tar.gz';

export interface BackupContents {
  /** The embedded database as PGlite dumps it (a gzip tar of its folder). */
  database: Buffer;
  /**
   * The secrets the data folder generated (sign-in tokens, the feed key), so a restored board
   * keeps them and the systems that send to it need no new key.
   */
  secrets: KeptSecrets;
}

/** One file, `tar -tzf` readable: the database copy, and the secrets beside it. */
export async function packBackup({ database, secrets }: BackupContents): Promise<Buffer> {
  const entries = Object.entries(secrets).map(([name, secret]) => ({
    name,
    data: Buffer.from(`${secret}\n`),
  }));
  // The copy inside is compressed already: the outer layer only wraps it.
  return promisify(gzip)(writeTar([{ name: DATABASE, data: database }, ...entries]), { level: 1 });
}

export async function unpackBackup(file: Buffer): Promise<BackupContents> {
  const entries = readTar(await promisify(gunzip)(file));
  const database = entries.find((entry) => entry.name === DATABASE);
  // A copy made before backups held the secrets is the database's own archive, whole.
  if (!database) return { database: file, secrets: {} };
  const secrets: KeptSecrets = {};
  for (const { name, data } of entries) {
    if (isSecretName(name)) secrets[name] = data.toString('utf8').trim();
  }
  return { database: database.data, secrets };
}
