import type { Leg } from '@board/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import type { LegWrite } from '../api/leg-write.ts';
import { createSender } from './waiting-saves-sender.ts';
import { createWaitingSaves } from './waiting-saves-store.ts';
import { cdaSave, legAt, memoryStorage } from './waiting-saves-test-kit.ts';

async function openSaves() {
  const storage = memoryStorage();
  const saves = createWaitingSaves(storage);
  await saves.open('cta@example.com');
  return { saves, storage };
}

const noNetwork = () => new ApiError({ status: 0, code: 'network', message: 'Failed to fetch' });

describe('createSender', () => {
  it('sends in the order saved, each under its key, a later save of a leg on the version made', async () => {
    const { saves, storage } = await openSaves();
    await saves.add(cdaSave('a', legAt('leg-1', 3)));
    await saves.add(cdaSave('b', legAt('leg-1', 3)));
    const sent: [string, number][] = [];
    const post = vi.fn(async (write: LegWrite, key: string) => {
      sent.push([key, write.body.version]);
      return legAt('leg-1', write.body.version + 1);
    });
    const onSaved = vi.fn();

    await createSender({ saves, post }).send(onSaved);

    expect(sent).toEqual([
      ['a', 3],
      ['b', 4],
    ]);
    expect(onSaved).toHaveBeenCalledTimes(2);
    expect(saves.list()).toEqual([]);
    expect(storage.kept.size).toBe(0);
  });

  it('stops without a network and keeps every save for the next round', async () => {
    const { saves } = await openSaves();
    await saves.add(cdaSave('a', legAt('leg-1', 3)));
    await saves.add(cdaSave('b', legAt('leg-2', 3)));
    const post = vi.fn(async (): Promise<Leg> => {
      throw noNetwork();
    });

    await createSender({ saves, post }).send(() => undefined);

    expect(post).toHaveBeenCalledTimes(1);
    expect(saves.list().map((save) => [save.key, save.state])).toEqual([
      ['a', 'waiting'],
      ['b', 'waiting'],
    ]);
  });

  it('keeps a stale save with the leg as recorded now, and a refused one with the reason', async () => {
    const { saves } = await openSaves();
    await saves.add(cdaSave('stale', legAt('leg-1', 3)));
    await saves.add(cdaSave('refused', legAt('leg-2', 3)));
    await saves.add(cdaSave('after-stale', legAt('leg-1', 3)));
    const current = legAt('leg-1', 5);
    const post = vi.fn(async (_write: LegWrite, key: string): Promise<Leg> => {
      if (key === 'stale') {
        throw new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: '', current });
      }
      throw new ApiError({
        status: 403,
        code: 'FORBIDDEN',
        message: '',
        fields: [],
        params: {},
      });
    });

    await createSender({ saves, post }).send(() => undefined);

    // The save made after the stale one on the same leg is not sent: it may build on it.
    expect(post.mock.calls.map(([, key]) => key)).toEqual(['stale', 'refused']);
    const [stale, refused, after] = saves.list();
    expect(stale).toMatchObject({ state: 'conflict', current: { version: 5 } });
    expect(refused).toMatchObject({ state: 'refused', refusal: { code: 'FORBIDDEN' } });
    expect(after).toMatchObject({ key: 'after-stale', state: 'waiting' });
  });

  it('runs one round at a time, however often it is asked', async () => {
    const { saves } = await openSaves();
    await saves.add(cdaSave('a', legAt('leg-1', 3)));
    const post = vi.fn(async () => legAt('leg-1', 4));
    const sender = createSender({ saves, post });

    await Promise.all([sender.send(() => undefined), sender.send(() => undefined)]);

    expect(post).toHaveBeenCalledTimes(1);
  });
});
