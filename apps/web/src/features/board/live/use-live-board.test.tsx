import { BOARD_EVENT_NAME, BOARD_OPEN_EVENT_NAME } from '@board/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heardChange } from '../../../lib/heard-change.ts';
import { boardKeys } from '../../../lib/legs/board-keys.ts';
import { useLiveBoard } from './use-live-board.ts';

/** A server that answers the live stream with these messages, then keeps the stream open. */
function streamOf(messages: string[]) {
  const send = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://test').pathname;
    if (!path.endsWith('/v1/events')) throw new Error(`No stubbed answer for ${path}`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const message of messages) controller.enqueue(new TextEncoder().encode(message));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', send);
  return send;
}

const legsChanged = (station: string, days: string[], id = 'change-1', seq = 1) =>
  `event: ${BOARD_EVENT_NAME}\ndata: ${JSON.stringify({ id, station, seq, days, at: '' })}\n\n`;

const DAYS = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];

/** The stream's first message: the last change its server had heard. */
const opened = (last: string | null) =>
  `event: ${BOARD_OPEN_EVENT_NAME}\ndata: ${JSON.stringify({ last })}\n\n`;

/** A client holding one fresh list of each day of the station, each read as of `asOf`. */
function boardClient(asOf = 'change-0') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const day of DAYS) {
    queryClient.setQueryData(boardKeys.list('LIM', day, 'general', ''), {
      data: { day, as_of_change: asOf },
    });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const refetched = () =>
    DAYS.filter(
      (day) => queryClient.getQueryState(boardKeys.list('LIM', day, 'general', ''))?.isInvalidated,
    );
  return { wrapper, refetched, queryClient };
}

describe('the live board', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refetches the days a change names and the days either side, whose turns may pair with it', async () => {
    const send = streamOf([opened('change-0'), legsChanged('LIM', ['2026-11-21'])]);
    const client = boardClient();
    const { unmount } = renderHook(() => useLiveBoard('LIM'), { wrapper: client.wrapper });
    await waitFor(() => expect(client.refetched()).toEqual(DAYS.slice(1, 4)));
    expect(String(send.mock.calls[0]?.[0])).toContain('v1/events?station=LIM');
    unmount();
  });

  it('names the change on the reads that follow, for a process that has not heard of it yet', async () => {
    streamOf([legsChanged('LIM', ['2026-11-21'], 'change-42')]);
    const client = boardClient();
    const { unmount } = renderHook(() => useLiveBoard('LIM'), { wrapper: client.wrapper });
    await waitFor(() => expect(heardChange.latest()).toBe('change-42'));
    unmount();
  });

  it('reads again at its first opening every list read as of another change than the stream last heard', async () => {
    streamOf([opened('change-9')]);
    const client = boardClient('change-8');
    const { unmount } = renderHook(() => useLiveBoard('LIM'), { wrapper: client.wrapper });
    await waitFor(() => expect(client.refetched()).toEqual(DAYS));
    unmount();
  });

  it('leaves at its first opening what was read as of the change the stream last heard', async () => {
    streamOf([opened('change-9')]);
    const client = boardClient('change-9');
    const { result, unmount } = renderHook(() => useLiveBoard('LIM'), {
      wrapper: client.wrapper,
    });
    await waitFor(() => expect(result.current.lastNewsAt).not.toBeNull());
    expect(client.refetched()).toEqual([]);
    unmount();
  });

  it('judges a list still on its way at the opening by the answer it brings', async () => {
    streamOf([opened('change-9')]);
    const client = boardClient('change-9');
    let answer: (asOf: string) => void = () => {};
    const key = boardKeys.list('LIM', '2026-11-24', 'general', '');
    const reading = client.queryClient.fetchQuery({
      queryKey: key,
      queryFn: () =>
        new Promise((resolve) => {
          answer = (asOf) => resolve({ data: { as_of_change: asOf } });
        }),
    });
    const { result, unmount } = renderHook(() => useLiveBoard('LIM'), {
      wrapper: client.wrapper,
    });
    await waitFor(() => expect(result.current.lastNewsAt).not.toBeNull());
    answer('change-8');
    await reading;
    await waitFor(() => expect(client.queryClient.getQueryState(key)?.isInvalidated).toBe(true));
    expect(client.refetched()).toEqual([]);
    unmount();
  });

  it('reads everything again when the stream does not say what it had heard', async () => {
    streamOf([legsChanged('SCL', ['2026-11-21'])]);
    const client = boardClient('change-9');
    const { unmount } = renderHook(() => useLiveBoard('LIM'), { wrapper: client.wrapper });
    await waitFor(() => expect(client.refetched()).toEqual(DAYS));
    unmount();
  });
});
