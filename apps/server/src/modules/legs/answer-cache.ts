import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { ChangeBus } from '../../lib/change-bus.ts';

const compress = promisify(gzip);

/** An answer ready to send: its JSON bytes, and the same compressed for clients that accept it. */
export interface PreparedAnswer {
  json: Buffer;
  gzip: Buffer;
}

async function prepare(value: unknown): Promise<PreparedAnswer> {
  const json = Buffer.from(JSON.stringify(value));
  return { json, gzip: await compress(json) };
}

/** Answers kept per station day; a busy day has a handful of searches, not hundreds. */
const MAX_ANSWERS_PER_DAY = 50;

/**
 * The serialised answers of a station day's lists, kept until the day changes. Every board of a
 * station asks for the same day again and again (live refreshes, 20 people at a hub), while the
 * day changes a few times a minute; the change bus tells every process when to forget.
 */
export function createAnswerCache(bus: ChangeBus) {
  const days = new Map<
    string,
    { generation: number; answers: Map<string, Promise<PreparedAnswer>> }
  >();
  const dayOf = (station: string, day: string) => {
    const key = `${station}|${day}`;
    let entry = days.get(key);
    if (!entry) {
      entry = { generation: 0, answers: new Map() };
      days.set(key, entry);
    }
    return entry;
  };

  function forget(event: { station: string; days: readonly string[] }): void {
    for (const day of event.days) {
      const entry = days.get(`${event.station}|${day}`);
      if (entry) {
        entry.generation++;
        entry.answers.clear();
      }
    }
  }
  bus.subscribeAll(forget);

  return {
    /**
     * Forgets a station day at once: the process that saved an edit does not wait for its own
     * notification, so the saving board's next read already shows the edit.
     */
    forget,

    /** The answer of `request` on a station day, computed once until that day changes. */
    answer(
      station: string,
      day: string,
      request: string,
      compute: () => Promise<unknown>,
    ): Promise<PreparedAnswer> {
      const entry = dayOf(station, day);
      const cached = entry.answers.get(request);
      if (cached) return cached;
      const generation = entry.generation;
      const pending = compute().then(prepare);
      if (entry.answers.size >= MAX_ANSWERS_PER_DAY) entry.answers.clear();
      entry.answers.set(request, pending);
      pending.then(
        () => {
          // Computed across a change: serve it once, never keep it.
          if (entry.generation !== generation && entry.answers.get(request) === pending) {
            entry.answers.delete(request);
          }
        },
        () => {
          if (entry.answers.get(request) === pending) entry.answers.delete(request);
        },
      );
      return pending;
    },
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
