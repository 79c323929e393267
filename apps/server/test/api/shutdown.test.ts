import { describe, expect, it } from 'vitest';
import { listeningSuite } from '../helpers/listening-suite.ts';
import { KEY_HEADERS } from '../helpers/test-app.ts';

const suite = listeningSuite();

describe('stopping the server', () => {
  it('ends the open live streams, so a process asked to stop with boards open exits', async () => {
    const { access_token } = await suite.ctx.login('cta.lim@example.com', 'lima2026');
    const response = await fetch(`${suite.url}/v1/events?station=LIM`, {
      headers: { ...KEY_HEADERS, authorization: `Bearer ${access_token}` },
    });
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    await reader?.read();

    // Before streams were ended on close, this waited for the board for ever.
    const closed = suite.ctx.app.close().then(() => 'closed');
    const stuck = new Promise((resolve) => setTimeout(() => resolve('still open'), 10_000).unref());
    expect(await Promise.race([closed, stuck])).toBe('closed');
    while (!(await reader?.read())?.done) {
      // whatever was sent before the end
    }
  });
});
