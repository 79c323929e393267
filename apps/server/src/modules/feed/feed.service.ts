import {
  type FeedBatchResult,
  type FeedItemKey,
  type FieldError,
  readFeedItem,
  translate,
} from '@board/domain';
import { isConnectionLost } from '../../db/connection-errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { RETRY_AFTER_SECONDS } from '../../lib/database-health.ts';
import { letOthersIn } from '../../lib/let-others-in.ts';
import { airports } from '../../reference/airports.ts';
import type { LegWrites } from '../legs/index.ts';
import { writeSlice } from './feed-apply.ts';
import { type FeedEntry, judge, keysOf } from './feed-judge.ts';

/**
 * How long one slice of a batch should hold the database. A station's save waits behind a slice
 * for each of its few queries at worst, so its wait stays well under a second (0045). Each slice
 * is sized from how long the last one took, so a slow or loaded machine takes smaller ones. The
 * writer's announcements (each station's number, message and rows, decision 0060) come on top of
 * the items' own work, whatever the size: a slice leaves them room.
 */
const SLICE_MS = 35;
const FIRST_SLICE = 20;
const SLICE_LIMITS = { min: 5, max: 500 };

/** The next slice's size, from how long the last one of `size` items took. */
function nextSliceSize(size: number, tookMs: number): number {
  const fitting = Math.round((size * SLICE_MS) / Math.max(tookMs, 1));
  // At most double: one quick slice (items that changed nothing) is no promise for the next.
  return Math.min(SLICE_LIMITS.max, 2 * size, Math.max(SLICE_LIMITS.min, fitting));
}

/** What the feed logs with: the server's logger, or the console in command-line tools. */
export interface FeedLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * A batch the database stopped answering after some of its slices were committed: 503 as for any
 * lost connection, saying how much was saved. Resending the whole batch is safe: what was saved
 * comes back unchanged.
 */
const interrupted = (error: unknown, result: FeedBatchResult) =>
  new AppError('SERVICE_UNAVAILABLE', {
    params: {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
      saved: result.created + result.updated,
      received: result.received,
    },
    messageKey: 'errors.feedPartlySaved',
    cause: error,
  });

/**
 * The operations feed. Every item is checked completely on its own (contract, text, stations,
 * schedule against what is stored, repeats within the batch) and reported with all its
 * problems; the good ones are then written, together when the database takes them all and each
 * on its own when it refuses some, so a bad item never spoils the others. Only legs that
 * actually changed are written, and the stations and days touched are announced. A batch is
 * judged and written in slices of about SLICE_MS each, in its own short transaction, with a
 * turn of the event loop between them: other calls' queries go in between, so a big batch never
 * holds a station's save for long.
 */
export function createFeedService(deps: {
  now: () => Date;
  log: FeedLog;
  /** Writes, records and announces each change. */
  legWrites: LegWrites;
}) {
  async function ingest(items: unknown[]): Promise<FeedBatchResult> {
    const now = deps.now();
    // Any airport of the dataset is a valid origin or destination, station or not.
    const index = await airports();
    const zoneOf = (code: string) => index.get(code)?.timeZone;
    const result: FeedBatchResult = {
      received: items.length,
      created: 0,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      errors: [],
    };
    const reject = (index: number, key: FeedItemKey, fields: FieldError[]) => {
      result.rejected++;
      result.errors.push({
        index,
        key,
        fields: fields.map((f) => ({ ...f, message: translate(f.key, f.params) })),
      });
    };

    const firstOf = new Map<string, number>();
    let size = FIRST_SLICE;
    for (let start = 0, end = 0; start < items.length; start = end) {
      if (start > 0) await letOthersIn();
      end = Math.min(items.length, start + size);
      const entries = items.slice(start, end).map((item, i): FeedEntry => {
        const read = readFeedItem(item);
        const index = start + i;
        const repeatOf = read.legKey ? firstOf.get(read.legKey) : undefined;
        if (read.legKey && repeatOf === undefined) firstOf.set(read.legKey, index);
        return { index, read, repeatOf };
      });
      const began = performance.now();
      let slice: Awaited<ReturnType<typeof writeSlice>>;
      try {
        slice = await writeSlice(
          deps.legWrites,
          keysOf(entries),
          (stored) => judge(entries, stored, zoneOf, now),
          now,
        );
      } catch (error) {
        if (isConnectionLost(error) && result.created + result.updated > 0) {
          throw interrupted(error, result);
        }
        throw error;
      }
      size = nextSliceSize(entries.length, performance.now() - began);
      for (const write of slice.writes) {
        if (write.stored) result.updated++;
        else result.created++;
      }
      result.unchanged += slice.unchanged;
      for (const { index, key, fields } of slice.rejected) reject(index, key, fields);
      for (const { write, error } of slice.failed) {
        const key = entries[write.index - start]?.read.key as FeedItemKey;
        deps.log.warn({ err: error, key }, 'feed item refused by the database');
        reject(write.index, key, [{ path: '', key: 'validation.notSaved' }]);
      }
    }
    result.errors.sort((a, b) => a.index - b.index);
    deps.log.info(
      { created: result.created, updated: result.updated, rejected: result.rejected },
      'feed batch',
    );
    return result;
  }

  return { ingest };
}
export type FeedService = ReturnType<typeof createFeedService>;
