import type { Ended } from '../auth/index.ts';

interface OpenStream {
  userId: string;
  sessionId: string;
  /** Ends the stream now. */
  end(): void;
  /** Ends the stream if its session is no longer open. */
  recheck(): void;
}

/**
 * The live streams this process holds open. Each holds a connection and a listener, so one user
 * gets a bounded number at once; and a stream ends with its session, not at its next heartbeat.
 */
export function createOpenStreams(maxPerUser: number, onCount?: (open: number) => void) {
  const byUser = new Map<string, Set<OpenStream>>();
  let open = 0;

  return {
    /** Holds `stream`; returns the function that lets it go, or null when the user is at the limit. */
    add(stream: OpenStream): (() => void) | null {
      const streams = byUser.get(stream.userId) ?? new Set<OpenStream>();
      if (streams.size >= maxPerUser) return null;
      streams.add(stream);
      byUser.set(stream.userId, streams);
      onCount?.(++open);
      return () => {
        // Both ends of a connection report its close: the stream is let go once.
        if (!streams.delete(stream)) return;
        onCount?.(--open);
        if (streams.size === 0 && byUser.get(stream.userId) === streams) {
          byUser.delete(stream.userId);
        }
      };
    },

    /** Ends every stream: the process is shutting down, and its server waits for them. */
    endAll(): void {
      for (const streams of [...byUser.values()]) for (const stream of [...streams]) stream.end();
    },

    /** Ends the streams of the sessions that ended; for null (unknown which), rechecks them all. */
    sessionsEnded(ended: Ended | null): void {
      if (ended === null) {
        for (const streams of byUser.values()) for (const stream of streams) stream.recheck();
        return;
      }
      if ('userId' in ended) {
        for (const stream of [...(byUser.get(ended.userId) ?? [])]) stream.end();
        return;
      }
      for (const streams of byUser.values()) {
        for (const stream of [...streams]) if (stream.sessionId === ended.sessionId) stream.end();
      }
    },
  };
}
