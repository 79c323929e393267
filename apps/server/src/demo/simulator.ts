import type { FeedLegInput } from '@board/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { FeedService } from '../modules/feed/index.ts';
import { movingLegs } from '../modules/legs/index.ts';
import { actualsDue } from './actuals.ts';

/** Legs still moving: scheduled to leave up to this long ago and not yet on blocks. */
const LOOK_BACK_MS = 16 * 60 * 60 * 1000;

/** What the day has brought since the last look: feed updates with the actual times now due. */
export async function dueUpdates(db: Db, now: Date): Promise<FeedLegInput[]> {
  const updates: FeedLegInput[] = [];
  for (const row of await movingLegs(db, new Date(now.getTime() - LOOK_BACK_MS), now)) {
    const key = `${row.airline}${row.flightNumber}/${row.datopLocal}/${row.depstn}`;
    const due = actualsDue({ key, std: row.std, sta: row.sta, etd: row.etd, eta: row.eta }, now);
    const missing = Object.fromEntries(
      Object.entries(due).filter(([field]) => {
        const stored = {
          atd: row.pushback,
          takeoff: row.takeoff,
          landed: row.landed,
          on_blocks: row.onBlocks,
        };
        return stored[field as keyof typeof stored] === null;
      }),
    );
    if (Object.keys(missing).length === 0) continue;
    updates.push({
      airline: row.airline,
      flight_number: row.flightNumber,
      datop_local: row.datopLocal,
      depstn: row.depstn,
      ...missing,
    });
  }
  return updates;
}

/**
 * Keeps the demo day moving: at each tick it sends through the feed the push backs, take-offs,
 * landings and on-blocks times the clock has passed, as an operations system would.
 */
export function createSimulator(deps: {
  db: Db;
  feed: FeedService;
  now: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function tick(): Promise<void> {
    const updates = await dueUpdates(deps.db, deps.now());
    if (updates.length > 0) await deps.feed.ingest(updates);
  }

  return {
    tick,
    start(): void {
      timer = setInterval(() => {
        running ??= tick()
          .catch((error: unknown) => deps.log.error({ err: error }, 'simulator tick failed'))
          .finally(() => {
            running = null;
          });
      }, deps.intervalMs ?? 20_000);
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
