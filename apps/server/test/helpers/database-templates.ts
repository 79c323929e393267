import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { seedDemoData } from '../../src/db/seed.ts';
import { createScratchDatabase } from './scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an embedded database, migrated and with the demo's stations and users. */
    pgliteTemplate: string;
    /** The same on the PostgreSQL server of TEST_DATABASE_URL, as a database to copy; or ''. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds a database once for the whole API suite, which each test file then copies:
 * a new embedded database takes seconds to create on a busy machine (its initdb), and a copy of
 * a ready one about one; on PostgreSQL a copy is a `create database … template`.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'board-test-template-'));
  const embedded = await openDatabase({ memory: true });
  await embedded.migrate();
  await seedDemoData(embedded.db);
  const copy = await embedded.backup?.();
  if (!copy) throw new Error('the embedded database gives no copy of itself');
  const file = path.join(folder, 'pglite.tar.gz');
  await writeFile(file, Buffer.from(await copy.arrayBuffer()));
  await embedded.close();
  project.provide('pgliteTemplate', file);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let server: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  if (serverUrl) {
    server = await createScratchDatabase(serverUrl, 'board_test_template');
    const database = await openDatabase({ url: server.url });
    await database.migrate();
    await seedDemoData(database.db);
    await database.close();
  }
  project.provide('postgresTemplate', server?.name ?? '');

  return async () => {
    await server?.drop();
    await rm(folder, { recursive: true, force: true });
  };
}
