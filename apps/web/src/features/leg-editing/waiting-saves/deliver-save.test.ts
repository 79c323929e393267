import type { Leg } from '@board/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import type { LegWrite } from '../api/leg-write.ts';
import { modifiedPart } from '../api/modified-part.ts';
import { deliverSave } from './deliver-save.ts';
import { createWaitingSaves } from './waiting-saves-store.ts';
import { cdaSave, legAt, memoryStorage } from './waiting-saves-test-kit.ts';

const leg = legAt('leg-1', 3);
const about = {
  leg,
  form: { kind: 'cda' as const, side: 'departure' as const, name: 'cda', values: { name: 'Ana' } },
};
const write = modifiedPart(leg, 'cda_assigned', {
  name: 'Ana',
  last_name: 'Soto',
  phone_number: '+51987654321',
});

async function setUp(online: boolean, post: (write: LegWrite, key: string) => Promise<Leg>) {
  const saves = createWaitingSaves(memoryStorage());
  await saves.open('cta@example.com');
  const onSaved = vi.fn();
  const deps = { saves, post: vi.fn(post), online: () => online, onSaved };
  return { saves, deps, onSaved };
}

describe('deliverSave', () => {
  it('sends at once with a network, and shows the saved leg', async () => {
    const { saves, deps, onSaved } = await setUp(true, async () => legAt('leg-1', 4));
    expect(await deliverSave(deps, write, about)).toEqual({ saved: legAt('leg-1', 4) });
    expect(onSaved).toHaveBeenCalledOnce();
    expect(saves.list()).toEqual([]);
  });

  it('keeps the save on the device without a network, sending nothing', async () => {
    const { saves, deps } = await setUp(false, async () => legAt('leg-1', 4));
    const delivery = await deliverSave(deps, write, about);
    expect('waiting' in delivery).toBe(true);
    expect(deps.post).not.toHaveBeenCalled();
    expect(saves.list()).toMatchObject([{ legId: 'leg-1', flight: leg.flight_number, write }]);
  });

  it('keeps a save whose request got no answer under the key it was sent with', async () => {
    const { saves, deps } = await setUp(true, async () => {
      throw new ApiError({ status: 0, code: 'network', message: 'Failed to fetch' });
    });
    await deliverSave(deps, write, about);
    const sentKey = deps.post.mock.calls[0]?.[1];
    expect(sentKey).toMatch(/^[0-9a-f]{32}$/);
    expect(saves.list().map((save) => save.key)).toEqual([sentKey]);
  });

  it('lets a refusal through to the open drawer, keeping nothing', async () => {
    const { saves, deps } = await setUp(true, async () => {
      throw new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: '' });
    });
    await expect(deliverSave(deps, write, about)).rejects.toMatchObject({ status: 400 });
    expect(saves.list()).toEqual([]);
  });

  it('queues a save behind the waiting ones of the same leg, though online', async () => {
    const { saves, deps } = await setUp(true, async () => legAt('leg-1', 4));
    await saves.add(cdaSave('earlier', leg));
    await deliverSave(deps, write, about);
    expect(deps.post).not.toHaveBeenCalled();
    expect(saves.list().map((save) => save.key)[0]).toBe('earlier');
    expect(saves.list()).toHaveLength(2);
  });

  it('settles the stale save it takes the place of', async () => {
    const { saves, deps } = await setUp(true, async () => legAt('leg-1', 6));
    await saves.add(cdaSave('stale', leg, { state: 'conflict' }));
    await deliverSave(deps, write, { ...about, replaces: 'stale' });
    expect(deps.post).toHaveBeenCalledOnce();
    expect(saves.list()).toEqual([]);
  });
});
