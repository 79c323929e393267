import {
  BOARD_EVENT_NAME,
  BOARD_OPEN_EVENT_NAME,
  boardOpenEventSchema,
  legsChangedEventSchema,
  turnaroundListResponse,
} from '@board/domain';
import { describe, expect, it } from 'vitest';
import { departureItem } from '../helpers/legs.ts';
import { listeningSuite } from '../helpers/listening-suite.ts';
import { KEY_HEADERS } from '../helpers/test-app.ts';

const suite = listeningSuite();

function open(station: string, token: string) {
  const controller = new AbortController();
  const response = fetch(`${suite.url}/v1/events?station=${station}`, {
    headers: { ...KEY_HEADERS, authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  return { response, close: () => controller.abort() };
}

/** Reads the stream until an event named `name` arrives, and returns its data. */
async function nextEvent(
  body: ReadableStream<Uint8Array>,
  name = BOARD_EVENT_NAME,
): Promise<unknown> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    text += value;
    const match = text.match(new RegExp(`event: ${name}\\ndata: (.*)\\n\\n`));
    if (match?.[1]) {
      reader.releaseLock();
      return JSON.parse(match[1]);
    }
  }
}

/** Reads the stream until `count` changes arrive, and returns them in the order they came. */
async function changes(body: ReadableStream<Uint8Array>, count: number) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const pattern = new RegExp(`event: ${BOARD_EVENT_NAME}\\ndata: (.*)\\n\\n`, 'g');
  let text = '';
  for (;;) {
    const found = [...text.matchAll(pattern)].map((m) =>
      legsChangedEventSchema.parse(JSON.parse(m[1] ?? '')),
    );
    if (found.length >= count) {
      reader.releaseLock();
      return found;
    }
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    text += value;
  }
}

/** The last change Lima's General board was read as of. */
async function generalAsOf(token: string) {
  const answer = await suite.ctx.post(
    '/v1/leg/list-extend',
    { station: 'LIM', day: '2026-03-10' },
    { token },
  );
  return turnaroundListResponse.parse(answer.json()).data.as_of_change;
}

describe('live board events', () => {
  it('tell an open board of the station that its legs changed, as it happens', async () => {
    const { access_token } = await suite.ctx.login('cta.lim@example.com', 'lima2026');
    const stream = open('LIM', access_token);
    const response = await stream.response;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const event = nextEvent(response.body as ReadableStream<Uint8Array>);
    await suite.ctx.feed([departureItem()]);
    const data = legsChangedEventSchema.parse(await event);
    expect(data).toMatchObject({ station: 'LIM', days: ['2026-03-10'] });
    stream.close();
  });

  it("number each station's changes one after the other, writers at once included", async () => {
    const { access_token } = await suite.ctx.login('cta.lim@example.com', 'lima2026');
    const stream = open('LIM', access_token);
    const heard = changes((await stream.response).body as ReadableStream<Uint8Array>, 4);
    await suite.ctx.feed([departureItem({ etd: '2026-03-10T11:20:00-05:00' })]);
    // Three writers at once, each on its own leg: the numbers follow their commits.
    await Promise.all(
      ['2201', '2202', '2203'].map((flight) =>
        suite.ctx.feed([departureItem({ flight_number: flight })]),
      ),
    );
    // Each once, none skipped, in the order of their commits: a number that comes early (its
    // own process's hand-over may overtake the database's notification) waits for the one before.
    const numbers = (await heard).map((change) => change.seq);
    const first = numbers[0] ?? 0;
    expect(first).toBeGreaterThan(0);
    expect(numbers).toEqual([first, first + 1, first + 2, first + 3]);
    stream.close();
  });

  it('refuse another station to a CTA, and a caller without a token', async () => {
    const { access_token } = await suite.ctx.login('cta.lim@example.com', 'lima2026');
    const other = open('SCL', access_token);
    expect((await other.response).status).toBe(403);
    const anonymous = await fetch(`${suite.url}/v1/events?station=LIM`, { headers: KEY_HEADERS });
    expect(anonymous.status).toBe(401);
  });

  it('name, on opening, the last change heard, which a day read since names too', async () => {
    const { access_token } = await suite.ctx.login('cta.lim@example.com', 'lima2026');
    const duty = await suite.ctx.login('duty@example.com', 'duty2026');
    // The feed announces the departure's day at Lima and its arrival's at Cusco: both are heard.
    const streams = [open('LIM', access_token), open('CUZ', duty.access_token)];
    const bodies = await Promise.all(streams.map(async (s) => (await s.response).body));
    const events = bodies.map((b) => nextEvent(b as ReadableStream<Uint8Array>));
    await suite.ctx.feed([departureItem({ etd: '2026-03-10T12:10:00.000Z' })]);
    const ids = (await Promise.all(events)).map((e) => legsChangedEventSchema.parse(e).id);
    for (const s of streams) s.close();

    const stream = open('LIM', access_token);
    const body = (await stream.response).body as ReadableStream<Uint8Array>;
    const opened = boardOpenEventSchema.parse(await nextEvent(body, BOARD_OPEN_EVENT_NAME));
    expect(ids).toContain(opened.last);
    expect(await generalAsOf(access_token)).toBe(opened.last);
    stream.close();
  });
});
