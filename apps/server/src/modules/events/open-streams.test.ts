import { describe, expect, it } from 'vitest';
import { createOpenStreams, type OpenSessionsAmong } from './open-streams.ts';

/** A stream of `userId` and `sessionId` that notes whether it ended and how many beats it got. */
function stream(userId: string, sessionId: string) {
  const seen = { ended: false, beats: 0 };
  return {
    seen,
    stream: {
      userId,
      sessionId,
      end: () => {
        seen.ended = true;
      },
      beat: () => {
        seen.beats++;
      },
    },
  };
}

/** The open streams, the sessions the database holds open, and the reads asked of it. */
function streamsOn(openNow: Set<string> | null) {
  const reads: string[][] = [];
  const openSessionsAmong: OpenSessionsAmong = async (ids) => {
    reads.push(ids);
    return openNow;
  };
  return { streams: createOpenStreams({ maxPerUser: 3, openSessionsAmong }), reads };
}

describe('the open live streams', () => {
  it('check every session in one read at the heartbeat, ending the streams of those ended', async () => {
    const { streams, reads } = streamsOn(new Set(['s1', 's3']));
    const [a, b, c, d] = [
      stream('u1', 's1'),
      stream('u1', 's1'),
      stream('u2', 's2'),
      stream('u3', 's3'),
    ];
    for (const s of [a, b, c, d]) streams.add(s.stream);
    await streams.heartbeat();
    expect(reads).toEqual([['s1', 's2', 's3']]);
    expect([a, b, c, d].map((s) => s.seen)).toEqual([
      { ended: false, beats: 1 },
      { ended: false, beats: 1 },
      { ended: true, beats: 0 },
      { ended: false, beats: 1 },
    ]);
  });

  it('stay open, still beating, while the database cannot say', async () => {
    const { streams } = streamsOn(null);
    const a = stream('u1', 's1');
    streams.add(a.stream);
    await streams.heartbeat();
    expect(a.seen).toEqual({ ended: false, beats: 1 });
  });

  it('read nothing with no stream open, nor for a stream let go', async () => {
    const { streams, reads } = streamsOn(new Set());
    const release = streams.add(stream('u1', 's1').stream);
    release?.();
    await streams.heartbeat();
    expect(reads).toEqual([]);
  });

  it('end at once for a sign-out heard, and check them all when which is not known', async () => {
    const { streams, reads } = streamsOn(new Set(['s2']));
    const [a, b, c] = [stream('u1', 's1'), stream('u2', 's2'), stream('u3', 's3')];
    for (const s of [a, b, c]) streams.add(s.stream);
    await streams.sessionsEnded({ sessionId: 's1' });
    expect([a.seen.ended, b.seen.ended, c.seen.ended]).toEqual([true, false, false]);
    expect(reads).toEqual([]);
    await streams.sessionsEnded(null);
    expect(reads).toHaveLength(1);
    expect([b.seen, c.seen]).toEqual([
      { ended: false, beats: 0 },
      { ended: true, beats: 0 },
    ]);
  });

  it('hold at most so many streams per user', () => {
    const { streams } = streamsOn(new Set());
    const added = [1, 2, 3, 4].map(() => streams.add(stream('u1', 's1').stream));
    expect(added.map((release) => release !== null)).toEqual([true, true, true, false]);
  });
});
