import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../helpers/legs.ts';
import { createTestContext, KEY_HEADERS, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let url: string;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

describe('stopping the server', () => {
  it('ends the open live streams, so a process asked to stop with boards open exits', async () => {
    const { access_token } = await ctx.login('cta.lim@example.com', 'lima2026');
    const response = await fetch(`${url}/v1/events?station=LIM`, {
      headers: { ...KEY_HEADERS, authorization: `Bearer ${access_token}` },
    });
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    await reader?.read();

    // Before streams were ended on close, this waited for the board for ever.
    const closed = ctx.app.close().then(() => 'closed');
    const stuck = new Promise((resolve) => setTimeout(() => resolve('still open'), 10_000).unref());
    expect(await Promise.race([closed, stuck])).toBe('closed');
    while (!(await reader?.read())?.done) {
      // whatever was sent before the end
    }
  });
});
