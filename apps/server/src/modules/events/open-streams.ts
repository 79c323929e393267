import type { Ended } from '../auth/index.ts';

interface OpenStream {
  userId: string;
  sessionId: string;
  /** Ends the stream now. */
  end(): void;
  /** Writes the heartbeat that keeps proxies from closing an idle stream. */
  beat(): void;
}

/**
 * Which of these sessions are still open; null when the database cannot say (it is away a
 * moment), and the streams stay open meanwhile.
 */
export type OpenSessionsAmong = (sessionIds: string[]) => Promise<ReadonlySet<string> | null>;

/**
 * The live streams this process holds open. Each holds a connection and a listener, so one user
 * gets a bounded number at once; and a stream ends with its session, not at its next heartbeat.
 * Their sessions are checked together, in one read: a stream's own check at each heartbeat was
 * a signature and a read per stream every 15 s, a hub's 200 boards' most frequent work.
 */
export function createOpenStreams(opts: {
  maxPerUser: number;
  openSessionsAmong: OpenSessionsAmong;
  onCount?: (open: number) => void;
}) {
  const byUser = new Map<string, Set<OpenStream>>();
  let open = 0;
  const all = () => [...byUser.values()].flatMap((streams) => [...streams]);

  /** Ends the streams whose session ended; with `beat`, writes the others' heartbeat. */
  async function checkSessions(beat: boolean): Promise<void> {
    const streams = all();
    if (streams.length === 0) return;
    const openIds = await opts.openSessionsAmong([...new Set(streams.map((s) => s.sessionId))]);
    for (const stream of streams) {
      if (openIds && !openIds.has(stream.sessionId)) stream.end();
      else if (beat) stream.beat();
    }
  }

  return {
    /** Holds `stream`; returns the function that lets it go, or null when the user is at the limit. */
    add(stream: OpenStream): (() => void) | null {
      const streams = byUser.get(stream.userId) ?? new Set<OpenStream>();
      if (streams.size >= opts.maxPerUser) return null;
      streams.add(stream);
      byUser.set(stream.userId, streams);
      opts.onCount?.(++open);
      return () => {
        // Both ends of a connection report its close: the stream is let go once.
        if (!streams.delete(stream)) return;
        opts.onCount?.(--open);
        if (streams.size === 0 && byUser.get(stream.userId) === streams) {
          byUser.delete(stream.userId);
        }
      };
    },

    /** The heartbeat of every stream, once their sessions are checked. */
    heartbeat: () => checkSessions(true),

    /** Ends every stream: the process is shutting down, and its server waits for them. */
    endAll(): void {
      for (const stream of all()) stream.end();
    },

    /** Ends the streams of the sessions that ended; for null (unknown which), checks them all. */
    async sessionsEnded(ended: Ended | null): Promise<void> {
      if (ended === null) return checkSessions(false);
      for (const stream of all()) {
        const match =
          'userId' in ended ? stream.userId === ended.userId : stream.sessionId === ended.sessionId;
        if (match) stream.end();
      }
    },
  };
}
