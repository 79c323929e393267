import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';

const CHANNEL = 'sessions_ended';

/**
 * How long a checked access token is trusted without asking the database again. Sign-out and
 * password changes reach every process at once through a notification; this bound only matters
 * if a notification was lost (a dropped LISTEN connection).
 */
const RECHECK_AFTER_MS = 5_000;
/** A hub's day shift is a few hundred people; beyond this the oldest checks are dropped. */
const MAX_ENTRIES = 5_000;

export type Ended = { sessionId: string } | { userId: string };
/** Told of ended sessions; null when which ones is not known (every session must be checked). */
type EndedListener = (ended: Ended | null) => void;

/** Tells every server process, once the transaction commits, that sessions were ended. */
export async function announceSessionsEnded(tx: DbOrTx, ended: Ended): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(ended)})`);
}

interface Entry<T> {
  value: T;
  sessionId: string;
  userId: string;
  /** The earlier of the token's expiry and the next database check. */
  validUntil: number;
}

/** What a token's check answers: the value to keep, its session and user, and its expiry. */
interface Checked<T> {
  value: T;
  sessionId: string;
  userId: string;
  expiresAt: number;
}

/** Keeps a checked token, dropping the oldest entry when the cache is full. */
function keep<T>(entries: Map<string, Entry<T>>, token: string, checked: Checked<T>, now: number) {
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(token, {
    value: checked.value,
    sessionId: checked.sessionId,
    userId: checked.userId,
    validUntil: Math.min(checked.expiresAt, now + RECHECK_AFTER_MS),
  });
}

/**
 * Access tokens already checked against their session, so the calls of a busy board (every
 * answer, every live refresh) do not each cost a signature check and a database read.
 */
export function createSessionCache<T>() {
  const entries = new Map<string, Entry<T>>();
  // Bumped by every forget: a lookup that began before a sign-out must not store its answer.
  let generation = 0;
  const endedListeners = new Set<EndedListener>();

  function forget(ended: Ended): void {
    generation++;
    for (const [token, entry] of entries) {
      const match =
        'sessionId' in ended ? entry.sessionId === ended.sessionId : entry.userId === ended.userId;
      if (match) entries.delete(token);
    }
    for (const listener of endedListeners) listener(ended);
  }

  return {
    forget,

    /**
     * Calls `listener` whenever sessions end, here or (once following) on any process, so what
     * outlives a request (a live stream) ends with its session. Returns the unsubscribe function.
     */
    onEnded(listener: EndedListener): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },

    /** Follows the sign-outs of every process on the database; resolves to the stop function. */
    follow(database: Database): Promise<() => Promise<void>> {
      // Forget everything rather than keep a session that may have ended: for an unreadable
      // notification, and after listening resumed, when sign-outs in the gap were missed.
      const forgetAll = () => {
        generation++;
        entries.clear();
        for (const listener of endedListeners) listener(null);
      };
      return database.listen(
        CHANNEL,
        (payload) => {
          try {
            forget(JSON.parse(payload) as Ended);
          } catch {
            forgetAll();
          }
        },
        forgetAll,
      );
    },

    /**
     * The value for `token`, from the cache while it is fresh, else from `check` (which answers
     * null for a token or session that is not valid; nulls are never kept).
     */
    async get(token: string, check: () => Promise<Checked<T> | null>): Promise<T | null> {
      const now = Date.now();
      const cached = entries.get(token);
      if (cached && cached.validUntil > now) return cached.value;
      entries.delete(token);
      const started = generation;
      const checked = await check();
      if (!checked) return null;
      if (generation === started) keep(entries, token, checked, now);
      return checked.value;
    },
  };
}
export type SessionCache<T> = ReturnType<typeof createSessionCache<T>>;
