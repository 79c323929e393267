import { afterAll, beforeAll } from 'vitest';
import type { TestContext } from './test-app.ts';

/**
 * What a test file starts before its tests (`start`, in `beforeAll`) and closes after them: its
 * fields are read once started. Hooks the file registers after it run after the start, and the
 * app closes after the file's own last hook.
 */
export function fileSuite<T extends { ctx: TestContext }>(
  name: string,
  start: () => Promise<T>,
): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.ctx.close());
  return new Proxy({} as T, {
    get(_, field) {
      if (!started) throw new Error(`the ${name} suite starts in beforeAll`);
      return started[field as keyof T];
    },
  });
}
