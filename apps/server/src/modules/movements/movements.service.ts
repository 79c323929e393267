import {
  canSeeStation,
  capabilities,
  type LegSide,
  type MovementError,
  type MovementOutcome,
  type MovementRecord,
  type MovementRefusal,
  movementMessageOf,
  parseMovementText,
  readMovementMessages,
  translate,
} from '@board/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { letOthersIn } from '../../lib/let-others-in.ts';
import { airports } from '../../reference/airports.ts';
import type { AuthUser } from '../auth/index.ts';
import { delayCodeCatalogue } from '../catalogues/index.ts';
import type { FeedLog } from '../feed/index.ts';
import { type LegWrites, legById, withConnections } from '../legs/index.ts';
import {
  applyMovement,
  flightLabel,
  type MovementContext,
  type MovementResult,
  movementDigest,
} from './movement-apply.ts';
import {
  insertMessage,
  latestRemark,
  type MovementRow,
  messageById,
  messagesByOutcome,
  updateMessage,
} from './movements.repository.ts';

/** The queue DUTY reads: the latest messages of an outcome, enough for a day's trouble. */
const LIST_LIMIT = 500;

const reasonText = (key: string | null, params: Record<string, string | number> | null) =>
  key ? translate(key, params ?? {}) : null;

export function movementRecord(row: MovementRow): MovementRecord {
  return {
    id: row.id,
    received_at: row.receivedAt.toISOString(),
    text: row.text,
    outcome: row.outcome as MovementOutcome,
    reason: reasonText(row.reasonKey, row.reasonParams),
    flight: row.flight,
    handled_by: row.handledBy,
    handled_at: row.handledAt?.toISOString() ?? null,
    original_text: row.originalText,
    unread: row.unread.map((e) => translate(e.key, e.params ?? {})),
  };
}

interface Outcome {
  result: MovementResult;
  text: string;
  digest: string;
  flight: string | null;
  unread: MovementError[];
  remark: string | null;
}

/** A message's outcome as the log keeps it. */
const stored = (outcome: Outcome) => ({
  text: outcome.text,
  digest: outcome.digest,
  outcome: outcome.result.outcome,
  reasonKey: outcome.result.reason?.key ?? null,
  reasonParams: outcome.result.reason?.params ?? null,
  flight: outcome.flight,
  legId: outcome.result.legId,
  unread: outcome.unread,
  remark: outcome.remark,
});

/** The queue is DUTY's. */
function requireDuty(user: AuthUser) {
  if (!capabilities(user.role).supervisor) throw new AppError('FORBIDDEN');
}

/** A message still in the queue of refused ones. */
async function queued(db: Db, id: number) {
  const row = await messageById(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.outcome !== 'rejected') {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'id', key: 'validation.movementNotQueued' }],
    });
  }
  return row;
}

/** A message that could not be read: refused with the reader's reason. */
function unreadable(text: string, error: MovementRefusal): Outcome {
  const reason: MovementRefusal = { key: error.key, params: error.params };
  return {
    result: { outcome: 'rejected', reason, legId: null },
    text,
    digest: '',
    flight: null,
    unread: [],
    remark: null,
  };
}

/** The message a station would send for what it recorded on one side of a leg it may see. */
async function movementTextOf(db: Db, user: AuthUser, id: string, side: LegSide) {
  const row = await legById(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const station = side === 'departure' ? row.depstn : row.arrstn;
  if (!canSeeStation(user.role, user.station, station)) throw new AppError('FORBIDDEN');
  const [[leg], remark] = await Promise.all([withConnections(db, [row]), latestRemark(db, id)]);
  return { text: leg ? movementMessageOf(leg, side) : null, remark };
}

interface MovementDeps {
  db: Db;
  now: () => Date;
  log: FeedLog;
  /** Writes, records and announces each change. */
  legWrites: LegWrites;
}

/** What applying messages needs to know, as of when they came in. */
async function contextAt(deps: MovementDeps, receivedAt: Date): Promise<MovementContext> {
  const [catalogue, index] = await Promise.all([delayCodeCatalogue(deps.db), airports()]);
  return {
    receivedAt,
    now: deps.now(),
    catalogue: new Map(catalogue.map((code) => [code.code, code])),
    zoneOf: (code) => index.get(code)?.timeZone,
  };
}

/**
 * Reads and applies each message of a text in turn, keeping each before the next is read, so a
 * message repeated within the same text is known as a repeat. Each message is read only when its
 * turn comes and applied in its own short transaction, with a turn of the event loop before the
 * next: a text of thousands of messages never holds a station's save for long, neither by
 * reading it whole first nor by one long transaction (0045).
 */
async function settle<T>(
  deps: MovementDeps,
  text: string,
  ctx: MovementContext,
  keep: (outcome: Outcome) => Promise<T>,
): Promise<T[]> {
  const kept: T[] = [];
  for (const parsed of readMovementMessages(text)) {
    if (!parsed.ok) {
      kept.push(await keep(unreadable(parsed.text, parsed.error)));
    } else {
      const result = await applyMovement(deps.legWrites, parsed.message, ctx);
      kept.push(
        await keep({
          result,
          text: parsed.text,
          digest: movementDigest(parsed.message),
          flight: flightLabel(parsed.message),
          unread: parsed.message.unread,
          remark: parsed.message.supplementary.join('\n') || null,
        }),
      );
    }
    // Before the next message is read: what is read is applied in the same stretch.
    await letOthersIn();
  }
  return kept;
}

/** Reads a queued message's text again and keeps what became of it in the message's place. */
async function applyAgain(
  deps: MovementDeps,
  user: AuthUser,
  row: MovementRow,
  text: string,
  extra: { originalText?: string },
): Promise<MovementRecord> {
  const [updated, ...more] = await settle(
    deps,
    text,
    await contextAt(deps, row.receivedAt),
    async (o) => {
      const kept = await updateMessage(deps.db, row.id, {
        ...stored(o),
        ...extra,
        handledBy: user.fullName,
        handledAt: deps.now(),
      });
      if (!kept) throw new AppError('NOT_FOUND');
      return movementRecord(kept);
    },
  );
  // Each message is kept on its own and a correction is checked to be one message.
  if (!updated || more.length > 0) throw new Error(`queued message ${row.id} is not one message`);
  return updated;
}

/**
 * IATA movement messages in: each message of a text is read, applied to its leg in its own
 * transaction (movement-apply.ts) and kept with its outcome; the refused ones are DUTY's queue,
 * to retry once the cause is fixed (a leg not yet fed, a code not yet set), to correct and apply
 * as DUTY rewrites it, or to discard.
 */
export function createMovementService(deps: MovementDeps) {
  return {
    /** POST /integration/v1/mvt: one or more messages as text. */
    async receive(text: string): Promise<MovementRecord[]> {
      const receivedAt = deps.now();
      // Each record is made as its message is kept, not all at the end.
      const records = await settle(deps, text, await contextAt(deps, receivedAt), async (outcome) =>
        movementRecord(await insertMessage(deps.db, { ...stored(outcome), receivedAt })),
      );
      const count = (o: MovementOutcome) => records.filter((r) => r.outcome === o).length;
      deps.log.info(
        { applied: count('applied'), unchanged: count('unchanged'), rejected: count('rejected') },
        'movement messages',
      );
      return records;
    },

    async list(user: AuthUser, outcome: MovementOutcome): Promise<MovementRecord[]> {
      requireDuty(user);
      return (await messagesByOutcome(deps.db, outcome, LIST_LIMIT)).map(movementRecord);
    },

    /** Applies a queued message again, as of when it came in; it keeps its place in the log. */
    async retry(user: AuthUser, id: number): Promise<MovementRecord> {
      requireDuty(user);
      const row = await queued(deps.db, id);
      return applyAgain(deps, user, row, row.text, {});
    },

    /**
     * Applies a queued message's text as DUTY corrected it, as of when the message came in. The
     * text as received is kept beside it (the first one, however often it is corrected).
     */
    async correct(user: AuthUser, id: number, text: string): Promise<MovementRecord> {
      requireDuty(user);
      const row = await queued(deps.db, id);
      if (parseMovementText(text).length !== 1) {
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ path: 'text', key: 'validation.movementOneMessage' }],
        });
      }
      return applyAgain(deps, user, row, text, { originalText: row.originalText ?? row.text });
    },

    /** The message the station would send for what it recorded on one side of a leg. */
    textOf: (user: AuthUser, id: string, side: LegSide) => movementTextOf(deps.db, user, id, side),

    async discard(user: AuthUser, id: number): Promise<MovementRecord> {
      requireDuty(user);
      await queued(deps.db, id);
      const updated = await updateMessage(deps.db, id, {
        outcome: 'discarded',
        handledBy: user.fullName,
        handledAt: deps.now(),
      });
      if (!updated) throw new AppError('NOT_FOUND');
      return movementRecord(updated);
    },
  };
}
export type MovementService = ReturnType<typeof createMovementService>;
