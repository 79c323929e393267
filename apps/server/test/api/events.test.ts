import { BOARD_EVENT_NAME, legsChangedEventSchema } from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departureItem, NOW } from '../helpers/legs.ts';
import { createTestContext, KEY_HEADERS, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let url: string;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

function open(station: string, token: string) {
  const controller = new AbortController();
  const response = fetch(`${url}/v1/events?station=${station}`, {
    headers: { ...KEY_HEADERS, authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  return { response, close: () => controller.abort() };
}

/** Reads the stream until an event of the board arrives, and returns its data. */
async function nextEvent(body: ReadableStream<Uint8Array>): Promise<unknown> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    text += value;
    const match = text.match(new RegExp(`event: ${BOARD_EVENT_NAME}\\ndata: (.*)\\n\\n`));
    if (match?.[1]) return JSON.parse(match[1]);
  }
}

describe('live board events', () => {
  it('tell an open board of the station that its legs changed, as it happens', async () => {
    const { access_token } = await ctx.login('cta.lim@example.com', 'lima2026');
    const stream = open('LIM', access_token);
    const response = await stream.response;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const event = nextEvent(response.body as ReadableStream<Uint8Array>);
    await ctx.feed([departureItem()]);
    const data = legsChangedEventSchema.parse(await event);
    expect(data).toMatchObject({ station: 'LIM', days: ['2026-03-10'] });
    stream.close();
  });

  it('refuse another station to a CTA, and a caller without a token', async () => {
    const { access_token } = await ctx.login('cta.lim@example.com', 'lima2026');
    const other = open('SCL', access_token);
    expect((await other.response).status).toBe(403);
    const anonymous = await fetch(`${url}/v1/events?station=LIM`, { headers: KEY_HEADERS });
    expect(anonymous.status).toBe(401);
  });
});
