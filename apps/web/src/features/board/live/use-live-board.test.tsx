import {
  BOARD_EVENT_NAME,
  BOARD_OPEN_EVENT_NAME,
  BOARD_RESYNC_EVENT_NAME,
  type ChangesSince,
  type DayDeltaMessage,
  type Leg,
  type LegsChangedEvent,
} from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heardChange } from '../../../lib/heard-change.ts';
import { boardKeys } from '../../../lib/legs/board-keys.ts';
import { useLiveBoard } from './use-live-board.ts';

const DAY = '2026-11-21';
const ME = 'user-me';

/**
 * A server that answers the live stream with these messages, then keeps it open, and the
 * catch-up requests with `since` (by the number asked from).
 */
function server(
  messages: string[] | ((opening: number) => string[]),
  since: (seq: number) => object = () => ({}),
) {
  let openings = 0;
  const send = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test');
    if (url.pathname.endsWith('/v1/events/since')) {
      const answer = { data: since(Number(url.searchParams.get('seq'))) };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (!url.pathname.endsWith('/v1/events')) throw new Error(`No answer for ${url.pathname}`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const sentNow = typeof messages === 'function' ? messages(openings++) : messages;
        for (const message of sentNow) controller.enqueue(new TextEncoder().encode(message));
        // As a browser's fetch does: an aborted request ends its body.
        init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', send);
  return send;
}

const opened = (seq: number | null) =>
  `event: ${BOARD_OPEN_EVENT_NAME}\ndata: ${JSON.stringify({ last: null, seq, user_id: ME })}\n\n`;
const sent = (event: LegsChangedEvent) =>
  `event: ${BOARD_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`;

const departure = (id: string, flight: string, std: string, extra: Partial<Leg> = {}) =>
  testLeg({
    _id: id,
    flight_number: flight,
    depstn: 'LIM',
    datop_local: DAY,
    registration: `CC${id.toUpperCase()}`,
    std,
    ...extra,
  });
const early = departure('baa', 'LA3001', '2026-11-21T13:00:00.000Z');
const late = departure('bbb', 'LA3002', '2026-11-21T15:00:00.000Z');

/** A change at number `seq` moving aircraft CCBAA's departure to `leg` on DAY. */
function moved(seq: number, leg: Leg, marks: DayDeltaMessage['marks'] = []): LegsChangedEvent {
  const lists = { arrivals: [], departures: [leg], general: [], delays: [] };
  return {
    id: `change-${seq}`,
    station: 'LIM',
    seq,
    days: [DAY],
    at: '',
    deltas: [{ day: DAY, aircraft: ['CCBAA'], legs: [leg._id], lists, marks }],
  };
}

const page = (legs: Leg[], seq: number) => ({
  data: {
    legs,
    totalItems: legs.length,
    totalPages: 1,
    currentPage: 1,
    itemsPerPage: 100_000,
    last_sync: null,
    as_of_change: null,
    as_of_seq: seq,
  },
});
const departuresKey = (query = '') => boardKeys.list('LIM', DAY, 'departures', query);

/** A client holding the day's departures (unsearched and searched for LA3002) at `seq`. */
function boardClient(seq: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(departuresKey(), page([early, late], seq));
  queryClient.setQueryData(departuresKey('la3002'), page([late], seq));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const shown = (query = '') =>
    queryClient.getQueryData<ReturnType<typeof page>>(departuresKey(query))?.data;
  const readAgain = (query = '') => queryClient.getQueryState(departuresKey(query))?.isInvalidated;
  return { wrapper, queryClient, shown, readAgain };
}

const listen = (client: ReturnType<typeof boardClient>) =>
  renderHook(() => useLiveBoard('LIM'), { wrapper: client.wrapper });

describe('the live board', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('patches its lists with the rows a change carries, as its search keeps them, without a read', async () => {
    const later = { ...early, std: '2026-11-21T16:00:00.000Z', flight_number: 'LA3001' };
    const send = server([opened(4), sent(moved(5, later))]);
    const client = boardClient(4);
    const { unmount } = listen(client);
    await waitFor(() => expect(client.shown()?.as_of_seq).toBe(5));
    expect(client.shown()?.legs.map((leg) => leg._id)).toEqual(['bbb', 'baa']);
    expect(client.shown('la3002')?.legs.map((leg) => leg._id)).toEqual(['bbb']);
    expect(client.shown('la3002')?.as_of_seq).toBe(5);
    expect(client.readAgain()).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(heardChange.latest()).toBe('change-5');
    unmount();
  });

  it('asks for the changes it missed, and applies them in order', async () => {
    const first = { ...early, etd: '2026-11-21T13:20:00.000Z' };
    const second = { ...early, etd: '2026-11-21T13:40:00.000Z' };
    const since = vi.fn((seq: number) => ({
      complete: true,
      changes: [moved(5, first), moved(6, second)].filter((change) => change.seq > seq),
    }));
    server([opened(4), sent(moved(6, second))], since);
    const client = boardClient(4);
    const { unmount } = listen(client);
    await waitFor(() => expect(client.shown()?.as_of_seq).toBe(6));
    expect(since).toHaveBeenCalledWith(4);
    expect(client.shown()?.legs[0]?.etd).toBe(second.etd);
    unmount();
  });

  it('catches up at its opening on what changed while it was away (offline, asleep)', async () => {
    const since = vi.fn(() => ({ complete: true, changes: [moved(3, early), moved(4, early)] }));
    server([opened(4)], since);
    const client = boardClient(2);
    const { unmount } = listen(client);
    await waitFor(() => expect(client.shown()?.as_of_seq).toBe(4));
    expect(since).toHaveBeenCalledOnce();
    expect(client.readAgain()).toBe(false);
    unmount();
  });

  it('drops its stream when the device goes offline, and catches up once it is back', async () => {
    const since = vi.fn(() => ({ complete: true, changes: [moved(5, early), moved(6, early)] }));
    const send = server((opening) => [opened(opening === 0 ? 4 : 6)], since);
    const client = boardClient(4);
    const { result, unmount } = listen(client);
    await waitFor(() => expect(result.current.lastNewsAt).not.toBeNull());
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect(result.current.down).toBe(true));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(client.shown()?.as_of_seq).toBe(6));
    expect(since).toHaveBeenCalledWith(4);
    expect(send.mock.calls.filter(([url]) => String(url).includes('events?'))).toHaveLength(2);
    unmount();
  });

  it('ends its wait to reconnect when the board closes, leaving nothing to fire after it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network down');
      }),
    );
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const { result, unmount } = listen(boardClient(4));
    await waitFor(() => expect(result.current.down).toBe(true));
    // The first wait to reconnect is a second long.
    const waiting = timers.mock.results[timers.mock.calls.findIndex(([, ms]) => ms === 1000)];
    expect(waiting).toBeDefined();
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    unmount();
    expect(cleared).toHaveBeenCalledWith(waiting?.value);
    timers.mockRestore();
    cleared.mockRestore();
  });

  it('reads its lists again once when the changes it missed are no longer kept', async () => {
    server([opened(90)], () => ({ complete: false, changes: [] }));
    const client = boardClient(2);
    const { unmount } = listen(client);
    await waitFor(() => expect(client.readAgain()).toBe(true));
    expect(client.readAgain('la3002')).toBe(true);
    unmount();
  });

  it('reads a day again when a change came without its rows, and only moves the others on', async () => {
    const elsewhere = { id: 'far', station: 'LIM', seq: 5, days: ['2026-11-25'], at: '' };
    const here = { id: 'big', station: 'LIM', seq: 6, days: [DAY], at: '' };
    server([opened(4), sent({ ...elsewhere, deltas: [] })]);
    const client = boardClient(4);
    const first = listen(client);
    await waitFor(() => expect(client.shown()?.as_of_seq).toBe(5));
    expect(client.readAgain()).toBe(false);
    first.unmount();
    const noRows = { day: DAY, aircraft: [], legs: [], lists: null, marks: [] };
    server([opened(5), sent({ ...here, deltas: [noRows] })]);
    const second = listen(client);
    await waitFor(() => expect(client.readAgain()).toBe(true));
    second.unmount();
  });

  it("marks others' changes as they come, never the user's own", async () => {
    const entry = (name: string) => ({
      field: 'etd',
      before: null,
      after: '2026-11-21T13:30:00.000Z',
      at: '2026-11-21T12:00:00.000Z',
      by: { name, role: 'CTA', source: 'user' as const },
    });
    const marks = [
      { _id: 'baa', flight_number: 'LA3001', author_id: 'someone', changes: [entry('Ana')] },
      { _id: 'bbb', flight_number: 'LA3002', author_id: ME, changes: [entry('Me')] },
    ];
    server([opened(4), sent(moved(5, early, marks))]);
    const client = boardClient(4);
    const key = boardKeys.changes('LIM', DAY);
    client.queryClient.setQueryData<ChangesSince>(key, { since: '', legs: [] });
    const { unmount } = listen(client);
    await waitFor(() =>
      expect(client.queryClient.getQueryData<ChangesSince>(key)?.legs).toEqual([
        { _id: 'baa', flight_number: 'LA3001', changes: [entry('Ana')] },
      ]),
    );
    unmount();
  });

  it('reads everything again when its server may have missed changes', async () => {
    server([opened(4), `event: ${BOARD_RESYNC_EVENT_NAME}\ndata: {}\n\n`]);
    const client = boardClient(4);
    const { unmount } = listen(client);
    await waitFor(() => expect(client.readAgain()).toBe(true));
    unmount();
  });
});
