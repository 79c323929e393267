import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

const checked =
  (value: string, sessionId = 's1', userId = 'u1', expiresAt = Date.now() + 60_000) =>
  async () => ({ value, sessionId, userId, expiresAt });

describe('the cache of checked access tokens', () => {
  it('answers a fresh token from memory, and asks again once its session ended', async () => {
    const cache = createSessionCache<string>();
    let checks = 0;
    const check = async () => {
      checks++;
      return checked('maria')();
    };
    expect(await cache.get('t1', check)).toBe('maria');
    expect(await cache.get('t1', check)).toBe('maria');
    expect(checks).toBe(1);
    cache.forget({ sessionId: 's1' });
    expect(await cache.get('t1', async () => null)).toBeNull();
  });

  it("forgets every token of a user whose password changed, and no one else's", async () => {
    const cache = createSessionCache<string>();
    await cache.get('t1', checked('maria', 's1', 'u1'));
    await cache.get('t2', checked('maria', 's2', 'u1'));
    await cache.get('t3', checked('jorge', 's3', 'u2'));
    cache.forget({ userId: 'u1' });
    const refused = async () => null;
    expect(await cache.get('t1', refused)).toBeNull();
    expect(await cache.get('t2', refused)).toBeNull();
    expect(await cache.get('t3', refused)).toBe('jorge');
  });

  it('never keeps a check that a sign-out overtook', async () => {
    const cache = createSessionCache<string>();
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pending = cache.get('t1', async () => {
      await slow;
      return checked('maria')();
    });
    cache.forget({ sessionId: 's1' });
    release();
    expect(await pending).toBe('maria');
    expect(await cache.get('t1', async () => null)).toBeNull();
  });

  it('tells its followers of every ended session until they stop following', () => {
    const cache = createSessionCache<string>();
    const heard: unknown[] = [];
    const stop = cache.onEnded((ended) => heard.push(ended));
    cache.forget({ sessionId: 's1' });
    cache.forget({ userId: 'u2' });
    stop();
    cache.forget({ sessionId: 's3' });
    expect(heard).toEqual([{ sessionId: 's1' }, { userId: 'u2' }]);
  });

  it('asks again once the token itself expired', async () => {
    const cache = createSessionCache<string>();
    await cache.get('t1', checked('maria', 's1', 'u1', Date.now() - 1));
    expect(await cache.get('t1', async () => null)).toBeNull();
  });
});
