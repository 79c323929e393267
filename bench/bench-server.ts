import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_STATIONS } from '../apps/server/src/db/demo-data.ts';
import { seedDemoData } from '../apps/server/src/db/seed.ts';
import { bigStationDay } from './big-day.ts';

/**
 * One server process for the benchmark, on an in-memory PGlite or on a fresh PostgreSQL
 * database, holding a 1,500-leg Lima day sent through the feed. Prints its address as JSON.
 */
const serverUrl = process.env.BENCH_POSTGRES_URL;
let dropName: string | null = null;
let target: { memory: true } | { url: string } = { memory: true };
if (serverUrl) {
  dropName = `board_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dropName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dropName}`;
  target = { url: url.toString() };
}
const database = await openDatabase(target);
await database.migrate();
await seedDemoData(database.db);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.test-data' });
const app = await buildApp({
  config,
  database,
  jwtSecret: 'bench-secret-of-at-least-thirty-two-characters',
  feedKey: 'bench-feed-key-of-at-least-24-chars',
  logger: false,
});
const zone = DEMO_STATIONS.find((s) => s.code === 'LIM')?.timeZone ?? 'America/Lima';
const items = bigStationDay('LIM', zone, new Date(), 750);
const started = performance.now();
const result = await app.feed.ingest(items);
const feedMs = Math.round(performance.now() - started);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url, feedMs, legs: result.created }));

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  if (serverUrl && dropName) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dropName} with (force)`);
    await admin.end();
  }
  process.exit(0);
});
