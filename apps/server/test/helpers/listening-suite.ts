import { fileSuite } from './file-suite.ts';
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
 * streams open.
 */
export function listeningSuite(env?: Record<string, string>): ListeningSuite {
  return fileSuite('listening', async () => {
    const ctx = await createTestContext({ now: () => NOW, env });
    return { ctx, url: await ctx.app.listen({ port: 0, host: '127.0.0.1' }) };
  });
}
