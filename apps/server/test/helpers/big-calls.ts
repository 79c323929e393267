import { existsSync, readFileSync } from 'node:fs';
import { type FeedLegInput, zonedInstant } from '@board/domain';

/** Big integration calls beside a station's edits (big-calls.test.ts and the bench). */

const OUTSTATIONS = ['SCL', 'CUZ', 'AQP', 'PIU', 'TRU', 'IQT', 'BOG', 'MIA', 'EZE', 'GRU'];
const LIMA = 'America/Lima';

/** The first flight number of the big day: the station's own legs never reach it. */
export const FIRST_FLIGHT = 3000;

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * `count` departures of `airline` from Lima on `day`, spread from 00:30 to 22:30 local so each
 * stays on its own local day: as many as one feed batch may carry.
 */
export function bigDepartures(day: string, count: number, airline = 'LA'): FeedLegInput[] {
  return Array.from({ length: count }, (_, i) => {
    const std = zonedInstant(day, hhmm(30 + Math.floor((i * 1320) / count)), LIMA);
    return {
      airline,
      flight_number: String(FIRST_FLIGHT + i),
      datop_local: day,
      depstn: 'LIM',
      arrstn: OUTSTATIONS[i % OUTSTATIONS.length] ?? 'SCL',
      std: std.toISOString(),
      sta: new Date(std.getTime() + 120 * 60_000).toISOString(),
      registration: `B${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}`,
      material: '320',
      capacity: 186,
      stand_departure: { type: 'bridge', number: String(1 + (i % 30)), hall: `A${1 + (i % 20)}` },
    };
  });
}

/** The same departures, each estimated `minutes` late: a batch that updates every leg. */
export const estimatedLate = (departures: FeedLegInput[], minutes: number) =>
  departures.map(({ airline, flight_number, datop_local, depstn, std }) => ({
    airline,
    flight_number,
    datop_local,
    depstn,
    etd: new Date(Date.parse(std ?? '') + minutes * 60_000).toISOString(),
  }));

/** A UTC instant as a movement message writes it: day of month, hours and minutes. */
function ddhhmm(at: Date): string {
  return [at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()]
    .map((n) => String(n).padStart(2, '0'))
    .join('');
}

/**
 * `count` ED messages, each a new estimate of one of the departures in turn (one minute later
 * on every round), so every message is applied to its leg.
 */
export function estimateMessages(departures: FeedLegInput[], count: number): string {
  return Array.from({ length: count }, (_, n) => {
    const leg = departures[n % departures.length] as FeedLegInput;
    const std = new Date(leg.std ?? '');
    const round = 1 + Math.floor(n / departures.length);
    const estimate = new Date(std.getTime() + round * 60_000);
    return `MVT\n${leg.airline}${leg.flight_number}/${String(std.getUTCDate()).padStart(2, '0')}.${leg.registration}.LIM\nED${ddhhmm(estimate)}\n`;
  }).join('\n');
}

export interface EditsDuring<T> {
  /** What the big call answered. */
  answer: T;
  /** How long the big call took, in ms. */
  callMs: number;
  /**
   * How long each edit waited: from the moment it was due (a timer set for it) until its answer.
   * A timer fires late while the process cannot turn its event loop, and that lateness is part
   * of what a station's user would wait, so it counts.
   */
  waits: number[];
  /** How many edits were answered before the big call was. */
  answeredBefore: number;
  /**
   * The most CPU time, in ms, this process spent between two turns of its event loop while the
   * call ran: the longest stretch of work that nothing else could interrupt. Unlike a wait, it
   * does not grow when a busy machine gives the process less of its time.
   */
  longestStretchCpuMs: number;
}

const MAIN_THREAD_STAT = `/proc/self/task/${process.pid}/stat`;

/**
 * CPU time of this process's main thread in ms, where Linux tells it (10 ms ticks); elsewhere
 * of the whole process, which also counts the compiler's and collector's own threads.
 */
function mainThreadCpuMs(): number {
  if (existsSync(MAIN_THREAD_STAT)) {
    // utime and stime: the 14th and 15th fields, counted after the command's closing bracket.
    const fields = readFileSync(MAIN_THREAD_STAT, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  }
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Samples the CPU time spent between turns of the event loop, until stopped. */
function stretchMeter(everyMs = 5) {
  let longest = 0;
  let last = mainThreadCpuMs();
  const timer = setInterval(() => {
    const now = mainThreadCpuMs();
    longest = Math.max(longest, now - last);
    last = now;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return longest;
    },
  };
}

/**
 * Starts `call` and, every `gapMs` while it runs, one `edit` after another, each timed.
 * The edits stop when the call has answered.
 */
export async function editsDuring<T>(
  call: () => Promise<T>,
  edit: () => Promise<void>,
  gapMs = 150,
): Promise<EditsDuring<T>> {
  let callEnded = 0;
  const meter = stretchMeter();
  const started = performance.now();
  const running = call().finally(() => {
    callEnded = performance.now();
  });
  const waits: number[] = [];
  let answeredBefore = 0;
  while (!callEnded) {
    const due = performance.now() + gapMs;
    await new Promise((resolve) => setTimeout(resolve, gapMs));
    if (callEnded) break;
    await edit();
    const answered = performance.now();
    waits.push(answered - due);
    if (!callEnded) answeredBefore++;
  }
  const answer = await running;
  const longestStretchCpuMs = meter.stop();
  return { answer, callMs: callEnded - started, waits, answeredBefore, longestStretchCpuMs };
}
