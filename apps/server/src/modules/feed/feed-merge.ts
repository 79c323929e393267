import { currentRegistration, type FeedLeg, localDate, type PeaChange } from '@board/domain';
import { sameJson } from '../../db/same-json.ts';
import type { LegRow } from '../legs/index.ts';

/** The part of a leg the operations feed owns; the station's records are never touched by it. */
export type FeedState = Pick<
  LegRow,
  | 'arrstn'
  | 'arrivalDate'
  | 'registration'
  | 'changeRegistration'
  | 'material'
  | 'status'
  | 'std'
  | 'sta'
  | 'etd'
  | 'eta'
  | 'pushback'
  | 'takeoff'
  | 'landed'
  | 'onBlocks'
  | 'peaTypeArrival'
  | 'peaNumberArrival'
  | 'peaTape'
  | 'peaChangesArrival'
  | 'peaTypeDeparture'
  | 'peaNumberDeparture'
  | 'peaHallDeparture'
  | 'peaChangesDeparture'
  | 'paxAdult'
  | 'paxInfant'
  | 'ssrs'
  | 'baggageTotal'
  | 'baggageWeightTotal'
  | 'load'
  | 'capacity'
  | 'crewType'
  | 'crew'
>;

const FEED_FIELDS: (keyof FeedState)[] = [
  'arrstn',
  'arrivalDate',
  'registration',
  'changeRegistration',
  'material',
  'status',
  'std',
  'sta',
  'etd',
  'eta',
  'pushback',
  'takeoff',
  'landed',
  'onBlocks',
  'peaTypeArrival',
  'peaNumberArrival',
  'peaTape',
  'peaChangesArrival',
  'peaTypeDeparture',
  'peaNumberDeparture',
  'peaHallDeparture',
  'peaChangesDeparture',
  'paxAdult',
  'paxInfant',
  'ssrs',
  'baggageTotal',
  'baggageWeightTotal',
  'load',
  'capacity',
  'crewType',
  'crew',
];

export function feedStateOf(row: LegRow): FeedState {
  return Object.fromEntries(FEED_FIELDS.map((f) => [f, row[f]])) as FeedState;
}

export function sameState(a: FeedState, b: FeedState): boolean {
  return FEED_FIELDS.every((f) => sameJson(a[f], b[f]));
}

/** Present in the item: replace (null clears); absent: keep. */
function pick<T>(given: T | undefined, kept: T): T {
  return given === undefined ? kept : given;
}
const when = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

function nextRegistration(
  stored: Pick<FeedState, 'registration' | 'changeRegistration'> | null,
  given: string | null | undefined,
): Pick<FeedState, 'registration' | 'changeRegistration'> {
  if (!stored) return { registration: given ?? null, changeRegistration: false };
  if (given === undefined) return stored;
  const flying = currentRegistration(stored.registration);
  if (given === null) return { registration: null, changeRegistration: false };
  if (given === flying) return stored;
  // The aircraft was swapped: keep the old one after a slash, as the board shows it.
  return flying
    ? { registration: `${given}/${flying}`, changeRegistration: true }
    : { registration: given, changeRegistration: stored.changeRegistration };
}

interface Stand {
  type: string | null;
  number: string | null;
  tapeHall: string | null;
}

/** Appends to a side's stand history when the stand changed; the first one is entry 0. */
function standHistory(history: PeaChange[], before: Stand, after: Stand, now: Date): PeaChange[] {
  const same =
    before.type === after.type &&
    before.number === after.number &&
    before.tapeHall === after.tapeHall;
  if (same || (!after.type && !after.number && !after.tapeHall)) return history;
  const entry: PeaChange = {
    index: history.length === 0 ? 0 : (history.at(-1)?.index ?? 0) + 1,
    date: now.toISOString(),
    type: (after.type as PeaChange['type']) ?? null,
    number: after.number,
    tape_hall: after.tapeHall,
    comment: '',
  };
  return [...history, entry];
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The feed-owned state of a leg after applying one item. `arrivalZone` is the arrival station's
 * IANA zone (for arrival_date). A new leg must come with arrstn, std and sta (checked before).
 */
export function mergeFeedItem(
  stored: FeedState | null,
  item: FeedLeg,
  arrivalZone: string,
  now: Date,
): FeedState {
  const std = pick(when(item.std), stored?.std) as Date;
  const sta = pick(when(item.sta), stored?.sta) as Date;
  const arrstn = item.arrstn ?? (stored?.arrstn as string);
  const arrivalStand: Stand = {
    type: pick(item.stand_arrival?.type, stored?.peaTypeArrival ?? null),
    number: pick(item.stand_arrival?.number, stored?.peaNumberArrival ?? null),
    tapeHall: pick(item.stand_arrival?.tape, stored?.peaTape ?? null),
  };
  const departureStand: Stand = {
    type: pick(item.stand_departure?.type, stored?.peaTypeDeparture ?? null),
    number: pick(item.stand_departure?.number, stored?.peaNumberDeparture ?? null),
    tapeHall: pick(item.stand_departure?.hall, stored?.peaHallDeparture ?? null),
  };
  const storedArrivalStand: Stand = {
    type: stored?.peaTypeArrival ?? null,
    number: stored?.peaNumberArrival ?? null,
    tapeHall: stored?.peaTape ?? null,
  };
  const storedDepartureStand: Stand = {
    type: stored?.peaTypeDeparture ?? null,
    number: stored?.peaNumberDeparture ?? null,
    tapeHall: stored?.peaHallDeparture ?? null,
  };
  return {
    arrstn,
    arrivalDate: localDate(sta, arrivalZone),
    ...nextRegistration(stored, item.registration),
    material: pick(item.material, stored?.material ?? null),
    status: pick(item.status, stored?.status ?? null),
    std,
    sta,
    etd: pick(when(item.etd), stored?.etd ?? null),
    eta: pick(when(item.eta), stored?.eta ?? null),
    pushback: pick(when(item.atd), stored?.pushback ?? null),
    takeoff: pick(when(item.takeoff), stored?.takeoff ?? null),
    landed: pick(when(item.landed), stored?.landed ?? null),
    onBlocks: pick(when(item.on_blocks), stored?.onBlocks ?? null),
    peaTypeArrival: arrivalStand.type,
    peaNumberArrival: arrivalStand.number,
    peaTape: arrivalStand.tapeHall,
    peaChangesArrival: standHistory(
      stored?.peaChangesArrival ?? [],
      storedArrivalStand,
      arrivalStand,
      now,
    ),
    peaTypeDeparture: departureStand.type,
    peaNumberDeparture: departureStand.number,
    peaHallDeparture: departureStand.tapeHall,
    peaChangesDeparture: standHistory(
      stored?.peaChangesDeparture ?? [],
      storedDepartureStand,
      departureStand,
      now,
    ),
    paxAdult: item.pax?.adult ?? stored?.paxAdult ?? 0,
    paxInfant: item.pax?.infant ?? stored?.paxInfant ?? 0,
    ssrs: { ...stored?.ssrs, ...item.ssrs },
    baggageTotal: pick(item.baggage_total, stored?.baggageTotal ?? null),
    baggageWeightTotal: pick(item.baggage_weight_total, stored?.baggageWeightTotal ?? null),
    load: pick(item.load, stored?.load ?? null),
    capacity: pick(item.capacity, stored?.capacity ?? null),
    crewType: pick(item.crew_type, stored?.crewType ?? null),
    crew: item.crew
      ? item.crew.map((c) => ({ ...c, initials: initials(c.name) }))
      : (stored?.crew ?? []),
  };
}
