import { dateOptions, type FeedLegInput, type Leg } from '@board/domain';
import type { FeedLog, FeedService } from '../modules/feed/index.ts';
import { hasDepartures } from '../modules/legs/index.ts';
import { demoChanges } from './demo-changes.ts';
import { demoHubDay } from './demo-day.ts';
import { type DemoRecordsDeps, recordDemoDay } from './demo-records.ts';
import { demoFleet } from './network.ts';
import { allocateStands } from './stand-allocation.ts';

const BATCH = 1000;

/**
 * The demo window's legs for both hubs, schedules first, then the changes made to them; only
 * for hub days `wanted` accepts (days already sent keep what the simulator and users did since).
 */
export function demoWindow(
  zones: ReadonlyMap<string, string>,
  now: Date,
  wanted: (hub: string, day: string) => boolean = () => true,
) {
  const fleet = demoFleet();
  const schedule: FeedLegInput[] = [];
  const changes: FeedLegInput[] = [];
  for (const hub of ['LIM', 'SCL'] as const) {
    for (const { date } of dateOptions(now, zones.get(hub) ?? 'UTC')) {
      if (!wanted(hub, date)) continue;
      const day = demoHubDay({ hub, day: date, zones, now }, fleet);
      schedule.push(...day);
      changes.push(...demoChanges(day, hub));
    }
  }
  allocateStands(schedule, fleet, zones);
  return { schedule, changes };
}

/**
 * Sends the demo operations of the window around `now` through the feed, for the hub days not
 * sent yet: the first start fills five days, a start on a later day adds the new ones. The past
 * ones among them then get what their station teams recorded.
 */
export async function sendDemoOperations(
  deps: DemoRecordsDeps & { feed: FeedService; now: Date; log: FeedLog },
): Promise<void> {
  const { feed, zones, now, log } = deps;
  const started = Date.now();
  const present = new Set<string>();
  for (const hub of ['LIM', 'SCL']) {
    for (const { date } of dateOptions(now, zones.get(hub) ?? 'UTC')) {
      if (await hasDepartures(deps.db, hub, date)) present.add(`${hub}/${date}`);
    }
  }
  const { schedule, changes } = demoWindow(zones, now, (hub, day) => !present.has(`${hub}/${day}`));
  let created = 0;
  for (const items of [schedule, changes]) {
    for (let i = 0; i < items.length; i += BATCH) {
      created += (await feed.ingest(items.slice(i, i + BATCH))).created;
    }
  }
  let recorded = 0;
  const inbounds = new Map<string, Promise<Map<string, Leg>>>();
  for (const hub of ['LIM', 'SCL']) {
    for (const { date, order } of dateOptions(now, zones.get(hub) ?? 'UTC')) {
      // Today's late departures that already left are coded too, as a station does by now.
      if (order <= 0 && !present.has(`${hub}/${date}`)) {
        recorded += await recordDemoDay(
          { ...deps, inbounds },
          hub,
          date,
          order === 0 ? now : undefined,
        );
      }
    }
  }
  log.info(
    { legs: schedule.length, changes: changes.length, created, recorded, ms: Date.now() - started },
    'demo operations sent',
  );
}
