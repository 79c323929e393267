import { execFileSync, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Agent } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { gunzipSync } from 'node:zlib';
import {
  agent,
  benchDay,
  FEED_KEY,
  KEYS,
  percentile,
  rawPost,
  summary,
  token,
} from './bench-http.ts';
import { bigCallWaits } from './big-calls.ts';
import { boardBrowserFigures } from './board-browser.ts';
import { routeBundles } from './bundle-size.ts';
import { changesSinceLatency } from './changes-latency.ts';
import { printLiveBoards } from './live-boards.ts';
import { phoneTargets, shownAgainstTarget } from './phone-targets.ts';
import { timelineBrowserFigures } from './timeline-browser.ts';
import { printWireBytes } from './wire-bytes.ts';

/**
 * `npm run bench`: prints the speed figures the board is held to. Not a test: machines are
 * shared and noisy, so the figures are read, not asserted.
 */
const root = path.resolve(import.meta.dirname, '..');
const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 30;

interface Started {
  url: string;
  feedMs: number;
  legs: number;
  /** Resident memory of the server process now, and at its highest so far, in MB (Linux). */
  memory(): Promise<{ rssMb: number; peakMb: number }>;
  stop(): void;
}

/** A process's resident set and its high-water mark, read from /proc. */
async function memoryOf(pid: number | undefined) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function startBenchServer(postgresUrl?: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts'], {
    cwd: root,
    env: { ...process.env, ...(postgresUrl && { BENCH_POSTGRES_URL: postgresUrl }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (line.startsWith('{')) {
      const info = JSON.parse(line) as { url: string; feedMs: number; legs: number };
      return { ...info, memory: () => memoryOf(child.pid), stop: () => child.kill('SIGTERM') };
    }
  }
  throw new Error('the benchmark server did not start');
}

interface Answer {
  data: { totalItems: number };
}

/**
 * The n-th request of a client that never asks the same twice: a search and a page no one asked
 * before, as a caller trying to get past the answer cache would send.
 */
const distinctRequest = (n: number) =>
  JSON.stringify({
    day: benchDay(),
    station: 'LIM',
    query: String(n),
    argsLeg: { limit: 50, page: 1 + (n % 3) },
  });

/** One timed General board request of `body` as a browser sends it (gzip). */
async function timedListExtend(url: string, bearer: string, body: string, via = agent) {
  const started = performance.now();
  await rawPost(
    `${url}/v1/leg/list-extend`,
    body,
    {
      ...KEYS,
      'content-type': 'application/json',
      authorization: `Bearer ${bearer}`,
      'accept-encoding': 'gzip',
    },
    via,
  );
  return performance.now() - started;
}

/** 20 clients, each asking a new page and search of the 1,500-leg day on every call. */
async function distinctListExtendLatency(url: string) {
  const bearer = await token(url, ['generic@example.com', 'generic2026']);
  let n = 0;
  const times: number[] = [];
  const client = async () => {
    for (let i = 0; i < REQUESTS_PER_CLIENT; i++) {
      times.push(await timedListExtend(url, bearer, distinctRequest(n++)));
    }
  };
  // Warm-up, not counted: the day is read once; every request after it is a new one anyway.
  await Promise.all(Array.from({ length: CLIENTS }, client));
  times.length = 0;
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return summary(times);
}

/**
 * A station's CTA loading the whole General board, one call after another, while 20 connections
 * of a GENERIC user flood the server with pages and searches no one asked before.
 */
async function floodedCtaLatency(url: string) {
  const [cta, generic] = await Promise.all([
    token(url),
    token(url, ['generic@example.com', 'generic2026']),
  ]);
  const fullDay = JSON.stringify({ day: benchDay(), station: 'LIM', query: '' });
  const flood = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  let flooding = true;
  let n = 1_000_000;
  let floodRequests = 0;
  const flooder = async () => {
    while (flooding) {
      await timedListExtend(url, generic, distinctRequest(n++), flood);
      floodRequests++;
    }
  };
  await timedListExtend(url, cta, fullDay);
  const floods = Array.from({ length: CLIENTS }, flooder);
  const started = performance.now();
  const times: number[] = [];
  for (let i = 0; i < 5 * REQUESTS_PER_CLIENT; i++) {
    times.push(await timedListExtend(url, cta, fullDay));
  }
  const seconds = (performance.now() - started) / 1000;
  flooding = false;
  await Promise.all(floods);
  flood.destroy();
  return { ...summary(times), floodPerSecond: floodRequests / seconds };
}

/** 20 clients each asking for the General board of the 1,500-leg day, one after another. */
async function listExtendLatency(url: string) {
  const bearer = await token(url);
  const body = JSON.stringify({ day: benchDay(), station: 'LIM', query: '' });
  const times: number[] = [];
  let rows = 0;
  const client = async () => {
    for (let i = 0; i < REQUESTS_PER_CLIENT; i++) {
      const started = performance.now();
      const bytes = await rawPost(`${url}/v1/leg/list-extend`, body, {
        ...KEYS,
        'content-type': 'application/json',
        authorization: `Bearer ${bearer}`,
        'accept-encoding': 'gzip',
      });
      times.push(performance.now() - started);
      if (!rows) rows = (JSON.parse(gunzipSync(bytes).toString()) as Answer).data.totalItems;
    }
  };
  // Warm-up at full concurrency, not counted: the figure is the steady state of a busy station.
  await Promise.all(Array.from({ length: CLIENTS }, client));
  times.length = 0;
  await Promise.all(Array.from({ length: CLIENTS }, client));
  times.sort((a, b) => a - b);
  return { rows, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

const UNCACHED_CALLS = 40;

/**
 * One client loading the whole General board of the 1,500-leg day, the day changed through the
 * feed before every call: the answer cache has forgotten it each time, so each answer is the day
 * read, paired and serialised anew (the changing call itself is not timed).
 */
async function uncachedListExtendLatency(url: string) {
  const bearer = await token(url);
  const day = benchDay();
  const body = JSON.stringify({ day, station: 'LIM', query: '' });
  const change = (n: number) =>
    rawPost(
      `${url}/integration/v1/legs`,
      JSON.stringify({
        legs: [{ airline: 'LA', flight_number: '5000', datop_local: day, depstn: 'LIM', load: n }],
      }),
      { 'x-feed-key': FEED_KEY, 'content-type': 'application/json' },
    );
  const times: number[] = [];
  for (let n = 0; n < UNCACHED_CALLS + 5; n++) {
    await change(n);
    const took = await timedListExtend(url, bearer, body);
    // The first few warm the process up (code paths compiled), as a running server is.
    if (n >= 5) times.push(took);
  }
  return summary(times);
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('JavaScript loaded before a route shows (gzip, each file on its own):');
for (const route of await routeBundles(path.join(root, 'apps/web/dist'))) {
  const target = route.targetKb === null ? '' : ` (target <= ${route.targetKb} KB)`;
  console.log(`  ${route.name}: ${kb(route.totalGzip)}${target}`);
  for (const f of route.files) console.log(`    ${f.file}: ${kb(f.gzip)}`);
}

const engines: [string, string | undefined][] = [['PGlite', undefined]];
try {
  const url = execFileSync('bash', ['scripts/ensure-postgres.sh'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
  engines.push(['PostgreSQL', url]);
} catch {
  console.log('PostgreSQL not reachable: its figures are skipped');
}

for (const [name, postgresUrl] of engines) {
  const server = await startBenchServer(postgresUrl);
  try {
    console.log(`\n${name}: ${server.legs} legs sent through the feed in ${server.feedMs} ms`);
    const loaded = await server.memory();
    const latency = await listExtendLatency(server.url);
    console.log(
      `  list-extend, ${CLIENTS} concurrent clients, ${latency.rows} rows, gzip: p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)} (target < 50 ms), max ${ms(latency.max)}`,
    );
    const uncached = await uncachedListExtendLatency(server.url);
    console.log(
      `  uncached list-extend, the 1,500-leg day changed before each call, gzip: p50 ${ms(uncached.p50)}, p95 ${ms(uncached.p95)}, max ${ms(uncached.max)}`,
    );
    const distinct = await distinctListExtendLatency(server.url);
    console.log(
      `  list-extend, ${CLIENTS} clients each asking a new page and search every call: p50 ${ms(distinct.p50)}, p95 ${ms(distinct.p95)} (target <= 20 ms), max ${ms(distinct.max)}`,
    );
    const flooded = await floodedCtaLatency(server.url);
    console.log(
      `  CTA General board while ${CLIENTS} GENERIC connections flood new pages and searches (${flooded.floodPerSecond.toFixed(0)} req/s): p50 ${ms(flooded.p50)}, p95 ${ms(flooded.p95)} (target < 50 ms), max ${ms(flooded.max)}`,
    );
    const changes = await changesSinceLatency(server.url, CLIENTS, REQUESTS_PER_CLIENT);
    console.log(
      `  changes-since (each board asks it after every live update), ${CLIENTS} clients, ${changes.legs} legs changed since the last look: p50 ${ms(changes.p50)}, p95 ${ms(changes.p95)}, max ${ms(changes.max)}`,
    );
    const after = await server.memory();
    console.log(
      `  server process memory: ${loaded.rssMb.toFixed(0)} MB resident with the day loaded, ${after.peakMb.toFixed(0)} MB at the most under the traffic above`,
    );
    await printLiveBoards(server.url);
    if (!postgresUrl) {
      await printWireBytes(server.url, path.join(root, 'apps/web/dist'));
      const board = await boardBrowserFigures(server.url);
      console.log(
        `  General board usable after ${ms(board.usableMs)}, ${server.legs} legs, headless Chromium, navigation to rows shown (target <= 800 ms)`,
      );
      console.log(`  DOM elements: ${board.domElements} (target < 1400)`);
      console.log(`  filter on typing: ${ms(board.filterMs)} (target < 100 ms)`);
      const timeline = await timelineBrowserFigures(server.url);
      console.log(
        `  Línea de tiempo: first bars drawn ${ms(timeline.firstDrawMs)} after the turnarounds arrived (target < 300 ms), ${timeline.bars} bars in the page`,
      );
      for (const [what, pan] of [
        ['panning across, 6 h window', timeline.across],
        ['panning down, 6 h window', timeline.down],
        ['panning down, 24 h window', timeline.wholeDay],
      ] as const) {
        console.log(
          `  Línea de tiempo ${what}: ${pan.fps.toFixed(1)} frames/s (target 60), slowest frame ${ms(pan.worstMs)}`,
        );
      }
      console.log(
        `  Línea de tiempo: a stand conflict sent through the feed flagged after ${timeline.flagged.map(ms).join(', ')} (${timeline.flagged.length} in a row; target < 1000 ms)`,
      );
      console.log('  On a phone (Lighthouse 12.8.2, mobile preset: slow 4G, 4x slower CPU):');
      for (const figure of await phoneTargets(server.url)) {
        console.log(`    ${figure.what}: ${shownAgainstTarget(figure)}`);
      }
    }
    for await (const big of bigCallWaits(server.url)) {
      console.log(
        `  a CTA's save while a ${big.name} call is applied (${ms(big.callMs)}, ${big.saves} saves): wait p50 ${ms(big.p50)}, max ${ms(big.max)} (target <= 1000 ms)`,
      );
    }
  } finally {
    server.stop();
  }
}

// Downloads (target: a 1,500-leg day's export under 1 s, memory flat as the day grows). The live
// heap is measured as the file arrives: it holds the day's legs, not the workbook being written.
console.log(
  '\nDownloads on PGlite, over a socket (target < 1000 ms at 1,500 legs; the writer alone flat):',
);
execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/export-figures.ts'], {
  cwd: root,
  stdio: 'inherit',
});
