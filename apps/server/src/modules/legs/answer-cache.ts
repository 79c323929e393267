import { type AnswerEncoding, encode } from '../../lib/answer-encoding.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { createWeighedLru } from '../../lib/weighed-lru.ts';
import { createKeptDays } from './kept-days.ts';
import type { StationDay } from './station-day.ts';

/** An answer ready to send: its JSON bytes, and the same compressed for clients that accept it. */
export interface PreparedAnswer {
  json: Buffer;
  /** The JSON in `encoding`, made on the first demand and kept with the answer. */
  encoded(encoding: AnswerEncoding): Promise<Buffer>;
}

/**
 * Station days kept in memory, counted in legs (both sides): every day of the demo network's
 * five-day window fits (about 14,000). A leg costs up to about 10 KB once every list showing it
 * is serialised, so this bounds the days at some 150 MB, whatever is asked.
 */
const MAX_DAY_LEGS = 15_000;
/** Prepared answers kept, counted in bytes: a few full days of a hub and many searches. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
/** What an answer costs beyond its JSON: its compressed copies (smaller) and its own keeping. */
const ANSWER_OVERHEAD_BYTES = 1024;
/**
 * Changes heard, by name: far more than a busy network announces in the minute a board sends a
 * change back. One not among them is either older or not heard yet: the day is read afresh.
 */
const HEARD_KEPT = 20_000;

function prepare(text: string): PreparedAnswer {
  const json = Buffer.from(text);
  const packed = new Map<AnswerEncoding, Promise<Buffer>>();
  return {
    json,
    encoded(encoding) {
      let bytes = packed.get(encoding);
      if (!bytes) {
        bytes = encode(json, encoding);
        packed.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

/**
 * The board's lists are cut from station days read once and kept in memory; every board of a
 * station asks for the same day again and again, while the day changes a few times a minute.
 * Each change patches the days kept with the rows it carries (decision 0060), in the order of
 * the station's numbers; a day that misses a number, or a change sent without its rows, is read
 * again when next asked. Search and paging cost no database read. The change bus tells every
 * process of every change; both caches are bounded, whatever the requests.
 */
export function createAnswerCache(
  bus: Pick<ChangeBus, 'subscribeAll' | 'onResync' | 'lastHeard'>,
  /** Told of every lookup, kept or not, for the process's figures. */
  onLookup?: (kind: 'day' | 'answer', hit: boolean) => void,
) {
  const days = createKeptDays(MAX_DAY_LEGS);
  const answers = createWeighedLru<PreparedAnswer>(MAX_ANSWER_BYTES);
  /** Names of the changes heard, oldest first. */
  const heard = new Set<string>();

  bus.subscribeAll((event) => {
    heard.add(event.id);
    if (heard.size > HEARD_KEPT) heard.delete(heard.values().next().value as string);
    days.changed(event);
  });
  // Announcements may have been missed while the database was away: nothing kept is trusted.
  bus.onResync(() => {
    days.clear();
    answers.clear();
  });

  return {
    /**
     * The station day, computed by `load` once until it changes. `after` names the change the
     * caller heard of last: another process may have announced it to them before this one heard
     * it, and what is kept here may predate it.
     */
    day(
      station: string,
      day: string,
      /** Reads the day, told the last change heard before the read (StationDay.asOf). */
      load: (asOf: string | null) => Promise<StationDay>,
      after?: string,
    ): Promise<StationDay> {
      const kept = after === undefined || heard.has(after) ? days.get(station, day) : undefined;
      onLookup?.('day', kept !== undefined);
      if (kept) return kept;
      // Read after hearing it: the day holds that change and every one before (lastHeard).
      const pending = load(bus.lastHeard());
      days.reading(station, day, pending);
      return pending;
    },

    /** The answer named `key` (which must name the day's version), prepared once. */
    answer(key: string, text: () => string): PreparedAnswer {
      const kept = answers.get(key);
      onLookup?.('answer', kept !== undefined);
      if (kept) return kept;
      const prepared = prepare(text());
      answers.set(key, prepared, prepared.json.length + ANSWER_OVERHEAD_BYTES);
      return prepared;
    },
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
