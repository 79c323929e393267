import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedAccounts, startServer } from './server.ts';

/** Data folders made once per run, each copied for a test file that starts on the same data. */
export interface DataTemplates {
  /** The demo's first start: stations, accounts and the day's operations as of the run's start. */
  demo: string;
  /** Stations and accounts, not a single leg. */
  none: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dataTemplates: DataTemplates;
  }
}

/**
 * Global set-up of the browser suite. A demo server's first start writes the day so far (about
 * twenty seconds on a quiet two-core machine, minutes on a busy one) while a start on data it
 * has written takes a few: each file's server starts on a copy of data the same build wrote at
 * the run's start, as a station's server does every morning after the first. The demo catches up
 * with the clock at that start, as it does after any restart.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'board-e2e-templates-'));
  const none = path.join(root, 'none');
  const demo = path.join(root, 'demo');
  await seedAccounts(none);
  // Once per run, and the longest start of it: on a busy machine it takes minutes.
  const first = await startServer({}, { dataDir: demo, within: 300 });
  await first.stop({ keepData: true });
  project.provide('dataTemplates', { demo, none });
  return () => rm(root, { recursive: true, force: true });
}
