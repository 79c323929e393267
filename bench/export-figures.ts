import { API_KEY_HEADER, dateOptions, SUBSCRIPTION_KEY_HEADER } from '@board/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed.ts';
import { bigStationDay } from './big-day.ts';

/**
 * Downloads of a growing Lima day (500, 1,500 and 3,000 legs) on an in-memory PGlite: how long
 * each file takes and how far the heap rises while it is written. Run with --expose-gc so each
 * measure starts from a collected heap.
 */
const KEYS = {
  [API_KEY_HEADER]: 'demo-api-key',
  [SUBSCRIPTION_KEY_HEADER]: 'demo-subscription-key',
};
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

const database = await openDatabase({ memory: true });
await database.migrate();
await seedDemoData(database.db);
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.test-data' }),
  database,
  jwtSecret: 'bench-secret-of-at-least-thirty-two-characters',
  feedKey: 'bench-feed-key-of-at-least-24-chars',
  logger: false,
});
const login = await app.inject({
  method: 'POST',
  url: '/auth/authenticate',
  headers: KEYS,
  payload: { username: 'cta.lim@example.com', password: 'lima2026' },
});
const headers = { ...KEYS, authorization: `Bearer ${login.json().access_token}` };
const day = dateOptions(new Date(), 'America/Lima')[3]?.date ?? '';

/** One download: its time, its size and the heap's peak above where it started. */
async function measure(url: string, payload: object) {
  gc();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 2);
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url, headers, payload });
  const ms = performance.now() - started;
  clearInterval(sampler);
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  return { ms, kb: res.rawPayload.length / 1024, heapMb: (peak - base) / 1024 / 1024 };
}

const DOWNLOADS = [
  ['General workbook', '/v1/leg/export-list', { day, station: 'LIM', query: '', type: 'home' }],
  [
    'Salidas workbook',
    '/v1/leg/export-list',
    { day, station: 'LIM', query: '', type: 'departures' },
  ],
  ['printable board  ', '/v1/leg/export-printformat', { day, station: 'LIM' }],
] as const;

for (const turns of [250, 750, 1500]) {
  await app.feed.ingest(bigStationDay('LIM', 'America/Lima', new Date(), turns));
  console.log(`  ${turns * 2} legs:`);
  for (const [name, url, payload] of DOWNLOADS) {
    await measure(url, payload); // warm-up, not counted
    const m = await measure(url, payload);
    console.log(
      `    ${name} ${m.ms.toFixed(0).padStart(5)} ms, ${m.kb.toFixed(0).padStart(5)} KB, heap +${m.heapMb.toFixed(1)} MB`,
    );
  }
}
await app.close();
await database.close();
