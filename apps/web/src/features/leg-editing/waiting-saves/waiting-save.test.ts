import { describe, expect, it } from 'vitest';
import { afterSent, nextToSend, type WaitingSave } from './waiting-save.ts';
import { cdaSave, legAt } from './waiting-saves-test-kit.ts';

const save = (key: string, legId: string, version: number, order: number, over = {}) =>
  ({
    ...cdaSave(key, legAt(legId, version), over),
    order,
    owner: 'cta@example.com',
  }) as WaitingSave;

describe('nextToSend', () => {
  it('sends the oldest waiting save first, whatever order the list holds', () => {
    const saves = [save('b', 'leg-2', 1, 20), save('a', 'leg-1', 1, 10)];
    expect(nextToSend(saves)?.key).toBe('a');
  });

  it('holds a leg behind a save stuck on it, and goes on with other legs', () => {
    const saves = [
      save('a', 'leg-1', 1, 10, { state: 'conflict' }),
      save('b', 'leg-1', 1, 20),
      save('c', 'leg-2', 4, 30),
    ];
    expect(nextToSend(saves)?.key).toBe('c');
    expect(nextToSend(saves.slice(0, 2))).toBeUndefined();
  });
});

describe('afterSent', () => {
  it('moves a later save of the leg on to the version the sent one made', () => {
    const first = save('a', 'leg-1', 3, 10);
    const later = save('b', 'leg-1', 3, 20);
    const other = save('c', 'leg-2', 3, 30);
    const left = afterSent([first, later, other], first, legAt('leg-1', 4));
    expect(left.map((s) => [s.key, s.write.body.version])).toEqual([
      ['b', 4],
      ['c', 3],
    ]);
  });

  it('leaves a later save on its version when someone else saved in between', () => {
    const first = save('a', 'leg-1', 3, 10);
    const later = save('b', 'leg-1', 3, 20);
    // Answered from a resend: the leg has moved on beyond this person's own save.
    const left = afterSent([first, later], first, legAt('leg-1', 6));
    expect(left.map((s) => s.write.body.version)).toEqual([3]);
  });
});
