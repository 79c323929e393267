import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { packBackup, unpackBackup } from './db/embedded/backup-file.ts';
import { holdDataDir } from './db/embedded/backup-socket.ts';
import { askRunningServer, serverHoldsDataDir } from './db/embedded/data-dir-socket.ts';
import { hasEmbeddedDatabase, restoreEmbedded } from './db/embedded/restore.ts';
import { keepDataDirPrivate } from './lib/private-data-dir.ts';
import { keepSecrets, keptSecrets } from './lib/stored-secret.ts';

const USAGE = `usage: npm run backup [-- --out <file>]
       npm run backup -- --restore <file>

Copies the embedded database in DATA_DIR to <file> (by default DATA_DIR/backups/board-<UTC time>.tar.gz),
consistently, whether or not the server is running, with the secrets DATA_DIR generated (the feed key,
the sign-in secret). --restore writes such a copy into a DATA_DIR that holds no database yet, with the
server stopped, readable by its owner only and with the copy's secrets. On PostgreSQL (DATABASE_URL)
use pg_dump instead.`;

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
}

/** From the running server when there is one (it owns the database), else straight from the folder. */
async function copyOf(dataDir: string): Promise<Buffer> {
  const answer = await askRunningServer(dataDir, '/backup');
  if (answer) {
    if (answer.status !== 200)
      throw new Error(`the server could not copy the database: ${answer.body}`);
    return answer.body;
  }
  if (!(await hasEmbeddedDatabase(dataDir))) throw new Error(`no embedded database in ${dataDir}`);
  const database = await openDatabase({ dataDir });
  try {
    const backup = database.backup;
    if (!backup) throw new Error('not an embedded database');
    // Held while copying: a server starting now waits for nobody and must find the folder taken.
    const release = await holdDataDir(dataDir, backup, { error: console.error });
    try {
      return Buffer.from(await (await backup()).arrayBuffer());
    } finally {
      await release();
    }
  } finally {
    await database.close();
  }
}

async function backup(dataDir: string, out: string | undefined): Promise<number> {
  const file = path.resolve(
    out ?? path.join(dataDir, 'backups', `board-${stamp(new Date())}.tar.gz`),
  );
  const bytes = await packBackup({
    database: await copyOf(dataDir),
    secrets: await keptSecrets(dataDir),
  });
  await mkdir(path.dirname(file), { recursive: true });
  // Whole or not at all: a copy cut short by a full disk must not pass for a backup.
  await writeFile(`${file}.part`, bytes, { mode: 0o600 });
  await rename(`${file}.part`, file);
  console.log(`backup written: ${file} (${(bytes.length / 1_048_576).toFixed(1)} MB)`);
  return 0;
}

async function restore(dataDir: string, file: string): Promise<number> {
  if (await serverHoldsDataDir(dataDir)) {
    console.error(`a server is running on ${dataDir}: stop it before restoring`);
    return 1;
  }
  if (await hasEmbeddedDatabase(dataDir)) {
    console.error(
      `${dataDir} already holds a database: move it away, or restore into another DATA_DIR`,
    );
    return 1;
  }
  const { database, secrets } = await unpackBackup(await readFile(file));
  await keepDataDirPrivate(dataDir);
  await restoreEmbedded(dataDir, database);
  await keepSecrets(dataDir, secrets);
  // The database writes its files open to everyone, whatever the umask: closed here, not at the
  // first start of a server.
  await keepDataDirPrivate(dataDir);
  const kept = Object.keys(secrets);
  console.log(
    `restored ${file} into ${dataDir}${kept.length > 0 ? `, with its ${kept.join(' and ')}` : ''}; start the server on it`,
  );
  return 0;
}

async function main(): Promise<number> {
  let values: { out?: string; restore?: string };
  try {
    ({ values } = parseArgs({ options: { out: { type: 'string' }, restore: { type: 'string' } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (see the README)');
    return 2;
  }
  if (values.restore && values.out) {
    console.error(USAGE);
    return 2;
  }
  return values.restore
    ? restore(config.dataDir, values.restore)
    : backup(config.dataDir, values.out);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
