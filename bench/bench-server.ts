import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { seedDemoData } from '../apps/server/src/db/seed.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { createScratchDatabase } from '../apps/server/test/helpers/scratch-database.ts';
import {
  BOARD_ACCOUNTS,
  BOARD_PASSWORD,
  boardAccount,
  FEED_KEY,
  METRICS_TOKEN,
} from './bench-http.ts';
import { bigStationDay } from './big-day.ts';

/**
 * One server process for the benchmark, on an in-memory PGlite or on a fresh PostgreSQL
 * database, holding a 1,500-leg Lima day sent through the feed. Prints its address as JSON.
 */
const serverUrl = process.env.BENCH_POSTGRES_URL;
const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'board_bench') : null;
const database = await openDatabase(scratch ? { url: scratch.url } : { memory: true });
await database.migrate();
await seedDemoData(database.db);
// The live boards' accounts: an account keeps at most 10 sessions, and 200 boards sign in.
const passwordHash = await hashPassword(BOARD_PASSWORD);
await database.db.insert(users).values(
  Array.from({ length: BOARD_ACCOUNTS }, (_, n) => ({
    email: boardAccount(n),
    fullName: `Board ${n}`,
    role: 'GENERIC',
    stationCode: 'LIM',
    passwordHash,
  })),
);
// No figure here is about limits: 20 clients of one address and one user must not be throttled,
// nor an account's 5 live boards (live-boards.ts) while the 2 of the run before still close.
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: '.test-data',
  RATE_LIMIT_PER_ADDRESS: '100000000',
  RATE_LIMIT_PER_USER: '100000000',
  LIVE_STREAMS_PER_USER: '10',
  METRICS_TOKEN,
});
const app = await buildApp({
  config,
  database,
  jwtSecret: 'bench-secret-of-at-least-thirty-two-characters',
  feedKey: FEED_KEY,
  logger: false,
});
const zone = 'America/Lima';
const items = bigStationDay('LIM', zone, new Date(), 750);
const started = performance.now();
const result = await app.feed.ingest(items);
const feedMs = Math.round(performance.now() - started);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url, feedMs, legs: result.created }));

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  await scratch?.drop();
  process.exit(0);
});
