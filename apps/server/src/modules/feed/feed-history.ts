import type { FieldChange } from '../legs/index.ts';
import type { FeedState } from './feed-merge.ts';

/**
 * What the history keeps of a feed update, under the leg record's own names: the times, the
 * stands, the aircraft and the status, what a station watches change. Passengers, loads and crew
 * also come from the feed, many times a day, and are read where they stand.
 */
const WATCHED: Partial<Record<keyof FeedState, string>> = {
  std: 'std',
  sta: 'sta',
  etd: 'etd',
  eta: 'eta',
  pushback: 'control_taxi_pushback',
  takeoff: 'control_taxi_toff',
  landed: 'control_taxi_landed',
  onBlocks: 'control_taxi_on_blocks',
  registration: 'registration',
  material: 'material',
  status: 'leg_status_timeline',
  peaTypeArrival: 'pea_type_arrival',
  peaNumberArrival: 'pea_number_arrival',
  peaTape: 'pea_tape',
  peaTypeDeparture: 'pea_type_departure',
  peaNumberDeparture: 'pea_number_departure',
  peaHallDeparture: 'pea_hall_departure',
};

const shown = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The watched fields a feed update changes, before and after, in the record's order. */
export function feedChanges(before: FeedState, after: FeedState): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [key, field] of Object.entries(WATCHED) as [keyof FeedState, string][]) {
    const was = shown(before[key]);
    const now = shown(after[key]);
    if (was !== now) changes.push({ field, before: was, after: now });
  }
  return changes;
}
