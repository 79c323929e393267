import { describe, expect, it } from 'vitest';
import { MOVEMENT_TEXT_MAX } from '../schemas/movements.ts';
import { readMovementMessages } from './mvt-parse.ts';

/** One departure message of a long text: about 70 characters, a new flight each time. */
const departure = (n: number) =>
  `MVT\nLA${1000 + (n % 9000)}/23.CCAZN.LIM\nAD2310/2318 EA0115 SCL\nDL72/93/0030/0015\n`;

/** As many messages as the largest text the server takes can hold. */
function largestText(): string {
  const messages: string[] = [];
  let length = 0;
  for (let n = 0; length + 80 < MOVEMENT_TEXT_MAX; n++) {
    messages.push(departure(n));
    length += messages.at(-1)?.length ?? 0;
  }
  return messages.join('\n');
}

/**
 * The server applies each message of a text as it reads it, with other calls let in between
 * (0045): a text read whole before its first message applies held every other call for as long
 * as the reading took, which on a busy machine was over a second for 10,000 messages.
 */
describe('reading a long text of messages', () => {
  it('reads each message only when it is asked for, not the whole text first', () => {
    const text = largestText();
    const timed = (read: () => void) => {
      const started = Date.now();
      read();
      return Date.now() - started;
    };
    let count = 0;
    const whole = timed(() => {
      for (const _ of readMovementMessages(text)) count++;
    });
    let first: IteratorResult<unknown> | undefined;
    const firstOnly = timed(() => {
      first = readMovementMessages(text).next();
    });
    expect(count).toBeGreaterThan(10_000);
    expect(first).toMatchObject({ done: false, value: { ok: true, text: departure(0).trimEnd() } });
    // Reading one message of more than 10,000 costs a sliver of reading them all; reading the
    // whole text first would cost as much.
    expect(firstOnly, `first ${firstOnly} ms, all ${whole} ms`).toBeLessThan(whole / 20);
  });
});
