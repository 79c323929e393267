import { createHash } from 'node:crypto';
import {
  type DelayCode,
  type DelayEntry,
  type FeedLeg,
  flightDate,
  isRefusal,
  type MovementField,
  type MovementMessage,
  type MovementOutcome,
  type MovementRefusal,
  type MovementSource,
  type MovementSources,
  mayReplace,
  movementDelayEntries,
  movementValues,
  pendingMovementDelays,
  readFeedItem,
  resolveClock,
} from '@board/domain';
import { type FeedMerge, mergeIntoLeg } from '../feed/index.ts';
import type { LegRow, LegWriter, LegWrites, LockedLeg } from '../legs/index.ts';
import { alreadyReceived } from './movements.repository.ts';

/** The fields a message sets through the feed's own merge; delays are handled apart. */
const FEED_FIELDS = [
  'atd',
  'takeoff',
  'landed',
  'on_blocks',
  'etd',
  'eta',
  'registration',
  'pax',
] as const;

/** What became of one message. */
export interface MovementResult {
  outcome: MovementOutcome;
  reason: MovementRefusal | null;
  legId: string | null;
}

export interface MovementContext {
  receivedAt: Date;
  now: Date;
  /** Codes a station may record, the airline's own included (read before the transaction). */
  catalogue: ReadonlyMap<string, DelayCode>;
  zoneOf: (airport: string) => string | undefined;
}

/** The message without its envelope: the same message sent twice has the same digest. */
export const movementDigest = (message: MovementMessage) =>
  createHash('sha256')
    .update(JSON.stringify({ ...message, sentAt: null }))
    .digest('hex');

export const flightLabel = ({ flight }: MovementMessage) =>
  `${flight.airline}${flight.number}${flight.suffix ?? ''}/${String(flight.day).padStart(2, '0')} ${flight.station}`;

/** When the message was sent (its origin line), else when it came in. */
function sentAt(message: MovementMessage, receivedAt: Date): Date {
  return message.sentAt ? resolveClock(message.sentAt, receivedAt) : receivedAt;
}

const refused = (reason: MovementRefusal, legId: string | null = null): MovementResult => ({
  outcome: 'rejected',
  reason,
  legId,
});

/**
 * The delay entries a message's delay lines make, or null when they mean what is stored (codes
 * and minutes), or why they cannot be taken.
 */
function delaysOfMessage(
  lines: Parameters<typeof movementDelayEntries>[0],
  row: LegRow,
  item: Record<string, unknown>,
  at: string,
  ctx: MovementContext,
): DelayEntry[] | MovementRefusal | null {
  const departedAt = item.atd ?? row.pushback ?? item.etd ?? row.etd;
  const entries = movementDelayEntries(
    lines,
    { std: row.std, departedAt: departedAt ? new Date(departedAt as string | Date) : null },
    ctx.catalogue,
    at,
  );
  if (!Array.isArray(entries)) return entries;
  const meaning = (list: DelayEntry[]) =>
    JSON.stringify(list.map((d) => [d.delay.code, d.sub_code ?? null, d.minutes]));
  return meaning(entries) === meaning(row.delays) ? null : entries;
}

/** How the history names a movement message as the author of a change. */
const MVT_AUTHOR = { userId: null, userName: 'MVT', role: null };

/**
 * Writes what a message changed, with its history entry: the times, stands, aircraft and status
 * it moved, as the feed records them, and its delays.
 */
async function writeMovement(
  writer: LegWriter,
  row: LockedLeg,
  change: { merge: FeedMerge; sources: MovementSources; delays: DelayEntry[] | null },
) {
  const { merge, sources, delays } = change;
  const changes = [...merge.changes];
  if (delays) changes.push({ field: 'delays', before: row.delays, after: delays });
  await writer.update(row, {
    call: 'movement',
    values: { ...merge.state, movementTimes: sources, ...(delays && { delays }) },
    changes,
    // New delays move the leg to its next version: a station's drawer opened before the message
    // must not save over them unseen. Times alone leave it where it was, as the feed's do.
    nextVersion: delays !== null,
  });
}

/**
 * Applies one movement message to its leg in one transaction, the leg locked meanwhile. The
 * times, registration and passengers go through the operations feed's own contract and merge;
 * each field is set only when the message may replace the one that set it before (mayReplace).
 * Delay lines become the leg's delay entries while the station has not recorded its own: once it
 * has, its record stands.
 */
export async function applyMovement(
  legWrites: LegWrites,
  message: MovementMessage,
  ctx: MovementContext,
): Promise<MovementResult> {
  const { flight } = message;
  const date = flightDate(flight.day, ctx.receivedAt);
  const source: MovementSource = {
    at: sentAt(message, ctx.receivedAt).toISOString(),
    cor: message.correction,
  };
  const options = { author: MVT_AUTHOR, at: ctx.now, fromOutside: true };
  return legWrites.transaction(options, async (writer) => {
    const found = await writer.lockOfFlight({
      airline: flight.airline,
      flightNumber: `${flight.number}${flight.suffix ?? ''}`,
      date,
      station: flight.station,
      end: message.direction,
    });
    const params = {
      flight: `${flight.airline}${flight.number}${flight.suffix ?? ''}`,
      date,
      station: flight.station,
    };
    const [row] = found;
    if (!row) return refused({ key: 'movement.errors.legNotFound', params });
    if (found.length > 1) return refused({ key: 'movement.errors.legAmbiguous', params });
    if (await alreadyReceived(writer.tx, movementDigest(message), row.id)) {
      return { outcome: 'unchanged', reason: { key: 'movement.reasons.repeated' }, legId: row.id };
    }

    const values = movementValues(message, row);
    if (isRefusal(values)) return refused(values, row.id);
    const sources = { ...row.movementTimes };
    const item: Record<string, unknown> = {
      airline: row.airline,
      flight_number: row.flightNumber,
      datop_local: row.datopLocal,
      depstn: row.depstn,
    };
    const take = (field: MovementField) => {
      if (!mayReplace(sources[field], source)) return false;
      sources[field] = source;
      return true;
    };
    for (const field of FEED_FIELDS) {
      if (values[field] !== undefined && take(field)) item[field] = values[field];
    }
    const read = readFeedItem(item);
    if (!read.item) {
      const [first] = read.fields;
      return refused({ key: first?.key ?? 'validation.invalid', params: first?.params }, row.id);
    }

    const stationRecorded = row.delays.some((entry) => entry.source !== 'MVT');
    // A reason kept with its minutes pending takes the whole delay once a message tells the
    // departure (item.atd or item.etd), as it would have had it come with that message.
    const pending = item.atd || item.etd ? pendingMovementDelays(row.delays) : null;
    const lines = values.delays ?? pending;
    const delays =
      lines && !stationRecorded && take('delays')
        ? delaysOfMessage(lines, row, item, source.at, ctx)
        : null;
    if (delays && !Array.isArray(delays)) return refused(delays, row.id);

    const merge = mergeIntoLeg(row, read.item as FeedLeg, ctx.zoneOf(row.arrstn) ?? 'UTC', ctx.now);
    if (!merge.changed && !delays) {
      return {
        outcome: 'unchanged',
        reason: { key: 'movement.reasons.nothingNew' },
        legId: row.id,
      };
    }
    await writeMovement(writer, row, { merge, sources, delays });
    return { outcome: 'applied', reason: null, legId: row.id };
  });
}
