import { afterAll, beforeAll } from 'vitest';
import { NOW } from './legs.ts';
import { createTestContext, type TestContext } from './test-app.ts';

export interface ListeningSuite {
  /** The app on its own database, made before the file's tests and closed after them. */
  readonly ctx: TestContext;
  /** Where it listens: a free port of this machine. */
  readonly url: string;
}

/**
 * The app at the tests' NOW listening on a real socket, for what an injected request cannot
 * show: a live stream read as it is written, a command that calls the server, a stop with
 * streams open. Hooks the file registers after it run first, and the app closes last.
 */
export function listeningSuite(env?: Record<string, string>): ListeningSuite {
  let started: ListeningSuite | undefined;
  beforeAll(async () => {
    const ctx = await createTestContext({ now: () => NOW, env });
    started = { ctx, url: await ctx.app.listen({ port: 0, host: '127.0.0.1' }) };
  });
  afterAll(() => started?.ctx.close());
  const get = () => {
    if (!started) throw new Error('the listening suite starts in beforeAll');
    return started;
  };
  return {
    get ctx() {
      return get().ctx;
    },
    get url() {
      return get().url;
    },
  };
}
