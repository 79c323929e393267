import { type FeedItemKey, type FeedLeg, feedLegSchema } from '../schemas/feed.ts';
import { type FieldError, toFieldErrors } from './field-errors.ts';
import { localDate } from './local-time.ts';
import { hasUnsafeText, unsafeTextPaths } from './safe-text.ts';

/** The longest scheduled block (sta - std) a leg may have: longer is a sending mistake. */
export const MAX_BLOCK_HOURS = 20;

const KEY_PARTS = ['airline', 'flight_number', 'datop_local', 'depstn'] as const;
const SCHEDULE_FIELDS = ['datop_local', 'depstn', 'arrstn', 'std', 'sta'] as const;
/** Enough for any value a sender could mean as a key part, short enough for a report line. */
const KEY_ECHO_MAX = 32;

/** The schedule fields of an item that met the contract; a field left out or broken is absent. */
export type FeedSchedule = Partial<Pick<FeedLeg, (typeof SCHEDULE_FIELDS)[number]>>;

/** A feed item as far as the contract reads it, before anything stored is consulted. */
export interface ReadFeedItem {
  /** The leg's key parts as the sender wrote them, each null when it could not be read. */
  key: FeedItemKey;
  /** The key in one canonical string when all four parts meet the contract; null otherwise. */
  legKey: string | null;
  /** The whole item, when it met the contract and holds no unsafe text. */
  item: FeedLeg | null;
  schedule: FeedSchedule;
  /** The top-level fields the item carries, to tell "left out" from "sent but broken". */
  sent: ReadonlySet<string>;
  fields: FieldError[];
}

export const feedLegKey = (k: Pick<FeedLeg, (typeof KEY_PARTS)[number]>) =>
  `${k.airline}${k.flight_number}/${k.datop_local}/${k.depstn}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key part the contract accepts, else the sender's own short text (for their log), else null. */
function keyPart(raw: Record<string, unknown>, part: (typeof KEY_PARTS)[number]): string | null {
  const parsed = feedLegSchema.shape[part].safeParse(raw[part]);
  if (parsed.success) return parsed.data;
  const value = raw[part];
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return trimmed && trimmed.length <= KEY_ECHO_MAX && !hasUnsafeText(trimmed) ? trimmed : null;
}

/** Each schedule field that passes its own part of the contract, when the whole item did not. */
function scheduleOf(raw: Record<string, unknown>): FeedSchedule {
  const schedule: Record<string, string> = {};
  for (const field of SCHEDULE_FIELDS) {
    const parsed = feedLegSchema.shape[field].safeParse(raw[field]);
    if (parsed.success && parsed.data !== undefined) schedule[field] = parsed.data;
  }
  return schedule as FeedSchedule;
}

/**
 * Reads one raw feed item: its key as far as it goes, and every contract error at once, text no
 * record may hold included (the batch's validator leaves items to this, so one bad item never
 * refuses the others).
 */
export function readFeedItem(raw: unknown): ReadFeedItem {
  const unsafe = unsafeTextPaths(raw).map((path) => ({
    path,
    key: 'validation.invalidCharacters',
  }));
  // With the input in each issue, an item of the wrong type (null, a string) reads as such.
  const parsed = feedLegSchema.safeParse(raw, { reportInput: true });
  const invalid = parsed.success ? [] : toFieldErrors(parsed.error.issues);
  const fields = [...unsafe, ...invalid.filter((f) => !unsafe.some((u) => u.path === f.path))];
  const record = isRecord(raw) ? raw : {};
  const key = Object.fromEntries(KEY_PARTS.map((p) => [p, keyPart(record, p)])) as FeedItemKey;
  const keyValid = KEY_PARTS.every((p) => feedLegSchema.shape[p].safeParse(record[p]).success);
  return {
    key,
    legKey: keyValid ? feedLegKey(key as Pick<FeedLeg, (typeof KEY_PARTS)[number]>) : null,
    item: parsed.success && fields.length === 0 ? parsed.data : null,
    schedule: parsed.success ? parsed.data : scheduleOf(record),
    sent: new Set(Object.keys(record).filter((field) => record[field] !== undefined)),
    fields,
  };
}

/** What the schedule checks need of the stored leg the item would change. */
export interface StoredSchedule {
  std: Date;
  sta: Date;
}

/**
 * The checks of an item's schedule against the airports and the stored leg: airports of the
 * reference dataset, the fields a new leg needs, a date of operation that is the local date of std at the
 * departure station, and sta after std by at most MAX_BLOCK_HOURS. `stored` is null for a new leg
 * and undefined when the key could not be read (nothing stored can then be compared).
 */
export function feedScheduleErrors(
  read: Pick<ReadFeedItem, 'schedule' | 'sent'>,
  stored: StoredSchedule | null | undefined,
  zoneOf: (station: string) => string | undefined,
): FieldError[] {
  const { schedule, sent } = read;
  const errors: FieldError[] = [];
  for (const path of ['depstn', 'arrstn'] as const) {
    const code = schedule[path];
    if (code && !zoneOf(code)) {
      errors.push({ path, key: 'validation.unknownAirport', params: { code } });
    }
  }
  if (stored === null) {
    for (const path of ['arrstn', 'std', 'sta'] as const) {
      if (!sent.has(path)) errors.push({ path, key: 'validation.createNeeds' });
    }
  }
  // A field sent but broken is already reported: it is not replaced by the stored value.
  const std = schedule.std ? new Date(schedule.std) : sent.has('std') ? undefined : stored?.std;
  const sta = schedule.sta ? new Date(schedule.sta) : sent.has('sta') ? undefined : stored?.sta;
  const zone = schedule.depstn ? zoneOf(schedule.depstn) : undefined;
  if (std && zone && schedule.datop_local) {
    const day = localDate(std, zone);
    if (day !== schedule.datop_local) {
      errors.push({ path: 'datop_local', key: 'validation.datopNotStdDay', params: { day } });
    }
  }
  if (std && sta && (sent.has('std') || sent.has('sta'))) {
    const path = sent.has('sta') ? 'sta' : 'std';
    if (sta.getTime() <= std.getTime()) {
      errors.push({ path, key: 'validation.staNotAfterStd' });
    } else if (sta.getTime() - std.getTime() > MAX_BLOCK_HOURS * 3_600_000) {
      errors.push({ path, key: 'validation.blockTooLong', params: { hours: MAX_BLOCK_HOURS } });
    }
  }
  return errors;
}
