import { daysShowing } from '@board/domain';
import { type AnswerEncoding, encode } from '../../lib/answer-encoding.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { createWeighedLru } from '../../lib/weighed-lru.ts';
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
 * The board's lists are cut from station days computed once per change and kept in memory; every
 * board of a station asks for the same day again and again (live refreshes, 20 people at a hub),
 * while the day changes a few times a minute. Search and paging then cost no database read, so
 * a caller asking a new page or search on every call costs little more than one asking the same.
 * The change bus tells every process when a day changed; both caches are bounded, whatever the
 * requests.
 */
export function createAnswerCache(
  bus: Pick<ChangeBus, 'subscribeAll' | 'onResync' | 'lastHeard'>,
  /** Told of every lookup, kept or not, for the process's figures. */
  onLookup?: (kind: 'day' | 'answer', hit: boolean) => void,
) {
  /** A day being read is kept as its promise, so concurrent requests share one read. */
  interface Slot {
    day: Promise<StationDay> | null;
  }
  const days = createWeighedLru<Slot>(MAX_DAY_LEGS, (slot) => {
    slot.day = null;
  });
  const answers = createWeighedLru<PreparedAnswer>(MAX_ANSWER_BYTES);
  const dayKey = (station: string, day: string) => `${station}|${day}`;
  /** Names of the changes heard, oldest first. */
  const heard = new Set<string>();

  function forget(event: { station: string; days: readonly string[] }): void {
    // Answers are kept under the version of the day they were cut from: they are never found
    // again once the day is forgotten, and age out of their cache.
    // A day's turnarounds pair across midnight with the days either side: a change to a day
    // changes what its neighbours show too.
    for (const day of event.days.flatMap(daysShowing)) days.drop(dayKey(event.station, day));
  }
  bus.subscribeAll((event) => {
    heard.add(event.id);
    if (heard.size > HEARD_KEPT) heard.delete(heard.values().next().value as string);
    forget(event);
  });
  // Announcements may have been missed while the database was away: nothing kept is trusted.
  bus.onResync(() => {
    days.clear();
    answers.clear();
  });

  return {
    /**
     * Forgets a station day at once: the process that saved an edit does not wait for its own
     * notification, so the saving board's next read already shows the edit.
     */
    forget,

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
      const key = dayKey(station, day);
      const kept = after === undefined || heard.has(after) ? days.get(key)?.day : undefined;
      onLookup?.('day', kept != null);
      if (kept) return kept;
      // Read after hearing it: the day holds that change and every one before (lastHeard).
      const pending = load(bus.lastHeard());
      const slot: Slot = { day: pending };
      days.set(key, slot, 0);
      pending.then(
        (computed) => {
          // Forgotten while it was read (computed across a change): served once, never kept.
          if (slot.day === pending) days.set(key, slot, Math.max(1, computed.legCount));
        },
        () => {
          if (slot.day === pending) days.drop(key);
        },
      );
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
