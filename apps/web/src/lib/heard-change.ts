/**
 * A change is sent back only this long after the stream told of it: long enough for every
 * process to hear it too (milliseconds, seconds on a busy machine), short enough that the
 * server still knows its name (it keeps many more than a minute's worth).
 */
const SEND_BACK_MS = 60_000;

/**
 * The last change the live stream told of. The board's reads name it, so a process behind the
 * same address that has not heard of it yet reads the day afresh instead of answering from its
 * cache (decision 0008).
 */
export function createHeardChange(now: () => number = Date.now) {
  let last: { id: string; at: number } | null = null;
  return {
    heard(id: string) {
      last = { id, at: now() };
    },
    latest(): string | null {
      return last && now() - last.at <= SEND_BACK_MS ? last.id : null;
    },
  };
}

export const heardChange = createHeardChange();
