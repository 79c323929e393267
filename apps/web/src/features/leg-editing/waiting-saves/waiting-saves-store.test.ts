import { describe, expect, it } from 'vitest';
import { createWaitingSaves } from './waiting-saves-store.ts';
import { cdaSave, legAt, memoryStorage } from './waiting-saves-test-kit.ts';

describe('createWaitingSaves', () => {
  it('finds the saves again in a store opened anew, as after a closed tab', async () => {
    const storage = memoryStorage();
    const before = createWaitingSaves(storage);
    await before.open('cta@example.com');
    await before.add(cdaSave('a', legAt('leg-1', 1)));
    await before.add(cdaSave('b', legAt('leg-2', 1)));

    const after = createWaitingSaves(storage);
    await after.open('cta@example.com');
    expect(after.list().map((save) => save.key)).toEqual(['a', 'b']);
  });

  it('shows no one the saves of another person on the same device', async () => {
    const storage = memoryStorage();
    const saves = createWaitingSaves(storage);
    await saves.open('cta@example.com');
    await saves.add(cdaSave('a', legAt('leg-1', 1)));

    await saves.open('duty@example.com');
    expect(saves.list()).toEqual([]);
    await saves.open('cta@example.com');
    expect(saves.list().map((save) => save.key)).toEqual(['a']);
    expect(storage.kept.size).toBe(1);
  });

  it('keeps a save added while another change is worked out', async () => {
    const saves = createWaitingSaves(memoryStorage());
    await saves.open('cta@example.com');
    await saves.add(cdaSave('a', legAt('leg-1', 1)));
    const sending = saves.update((list) => list.filter((save) => save.key !== 'a'));
    const adding = saves.add(cdaSave('b', legAt('leg-2', 1)));
    await Promise.all([sending, adding]);
    expect(saves.list().map((save) => save.key)).toEqual(['b']);
  });
});
