import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_KEY_HEADER,
  dateOptions,
  SUBSCRIPTION_KEY_HEADER,
  turnaroundListResponse,
} from '@board/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed.ts';
import { workbookStream } from '../apps/server/src/lib/workbooks/workbook-stream.ts';
import { generalSheet } from '../apps/server/src/modules/exports/list-sheets.ts';
import { bigStationDay } from './big-day.ts';

/**
 * Downloads of a growing Lima day (500, 1,500 and 3,000 legs) on an in-memory PGlite, fetched
 * over a real socket and read as they arrive, as a browser does: how long each file takes to the
 * last byte, and how far the live memory (heap and buffers) and the resident memory rise while
 * it is made. Run with --expose-gc. The live memory of a download includes the day's legs read
 * from the database (the list the screen shows); the writer's own share is measured apart.
 */
const KEYS = {
  [API_KEY_HEADER]: 'demo-api-key',
  [SUBSCRIPTION_KEY_HEADER]: 'demo-subscription-key',
};
const MB = 1024 * 1024;
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
const headers = {
  ...KEYS,
  authorization: `Bearer ${login.json().access_token}`,
  'content-type': 'application/json',
};
await app.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const day = dateOptions(new Date(), 'America/Lima')[3]?.date ?? '';

/** POSTs and reads the answer as it comes, keeping only its length. */
function fetchFile(
  path: string,
  payload: object,
  onChunk: () => void,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method: 'POST', headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        onChunk();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}

type Work<T> = (onChunk: () => void) => Promise<T>;

/**
 * Runs work twice: once timed, once collecting the garbage at every chunk received, so the memory
 * figure is what the download holds live at its fullest, not how much garbage it left for later.
 * The resident memory is sampled every millisecond of the timed run.
 */
async function measureWork<T>(work: Work<T>) {
  await work(() => {}); // warm-up, not counted
  gc();
  const rssStart = process.memoryUsage().rss;
  let rss = rssStart;
  const sampler = setInterval(() => {
    rss = Math.max(rss, process.memoryUsage().rss);
  }, 1);
  const started = performance.now();
  const result = await work(() => {});
  const ms = performance.now() - started;
  clearInterval(sampler);

  // Buffers count too: XML waiting for compression is held outside the JavaScript heap.
  const live = () => {
    const now = process.memoryUsage();
    return now.heapUsed + now.arrayBuffers;
  };
  gc();
  const liveStart = live();
  let peak = liveStart;
  await work(() => {
    gc();
    peak = Math.max(peak, live());
  });
  const mb = (n: number) => `+${(n / MB).toFixed(1)} MB`;
  return { result, ms, memory: `live memory ${mb(peak - liveStart)}, RSS ${mb(rss - rssStart)}` };
}

/** One download: its time to the last byte, its size and the memory it took. */
async function measure(path: string, payload: object) {
  const m = await measureWork((onChunk) => fetchFile(path, payload, onChunk));
  if (m.result.status !== 200) throw new Error(`${path} answered ${m.result.status}`);
  return { ...m, kb: m.result.bytes / 1024 };
}

/**
 * The General workbook written from turnarounds already in memory, read as it comes: the
 * streaming writer's own share, apart from reading the day.
 */
async function writerAlone() {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/leg/list-extend',
    headers,
    payload: { day, station: 'LIM', query: '' },
  });
  const rows = turnaroundListResponse.parse(res.json()).data.legs;
  const m = await measureWork(async (onChunk) => {
    for await (const _ of workbookStream(generalSheet('America/Lima'), rows)) onChunk();
  });
  return { ...m, rows: rows.length };
}

const list = (type: string) => ({ day, station: 'LIM', query: '', type });
const DOWNLOADS = [
  ['General workbook   ', '/v1/leg/export-list', list('home')],
  ['Llegadas workbook  ', '/v1/leg/export-list', list('arrivals')],
  ['Salidas workbook   ', '/v1/leg/export-list', list('departures')],
  ['printable board    ', '/v1/leg/export-printformat', { day, station: 'LIM' }],
] as const;

const line = (name: string, m: { ms: number; memory: string }, size: string) =>
  console.log(`    ${name} ${m.ms.toFixed(0).padStart(5)} ms, ${size.padStart(8)}, ${m.memory}`);
for (const turns of [250, 750, 1500]) {
  await app.feed.ingest(bigStationDay('LIM', 'America/Lima', new Date(), turns));
  console.log(`  ${turns * 2} legs:`);
  for (const [name, path, payload] of DOWNLOADS) {
    const m = await measure(path, payload);
    line(name, m, `${m.kb.toFixed(0)} KB`);
  }
  const alone = await writerAlone();
  line('General writer only', alone, `${alone.rows} rows`);
}
await app.close();
await database.close();
