import { BOARD_EVENT_NAME } from '@board/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heardChange } from '../../../lib/heard-change.ts';
import { boardKeys } from '../api/board-keys.ts';
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

const legsChanged = (station: string, days: string[], id = 'change-1') =>
  `event: ${BOARD_EVENT_NAME}\ndata: ${JSON.stringify({ id, station, days, at: '' })}\n\n`;

const DAYS = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];

/**
 * A client holding one fresh list of each day of the station, read at `readAt` (by default a
 * minute from now: after the stream opens).
 */
function boardClient(readAt = Date.now() + 60_000) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const day of DAYS) {
    queryClient.setQueryData(
      boardKeys.list('LIM', day, 'general', ''),
      { day },
      { updatedAt: readAt },
    );
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const refetched = () =>
    DAYS.filter(
      (day) => queryClient.getQueryState(boardKeys.list('LIM', day, 'general', ''))?.isInvalidated,
    );
  return { wrapper, refetched };
}

describe('the live board', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refetches the days a change names and the days either side, whose turns may pair with it', async () => {
    const send = streamOf([legsChanged('LIM', ['2026-11-21'])]);
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

  it('refetches at its first opening what was read before it, as a change may have come between', async () => {
    streamOf([]);
    const client = boardClient(Date.now() - 1_000);
    const { unmount } = renderHook(() => useLiveBoard('LIM'), { wrapper: client.wrapper });
    await waitFor(() => expect(client.refetched()).toEqual(DAYS));
    unmount();
  });

  it('leaves at its first opening what was read after it', async () => {
    streamOf([': open\n\n']);
    const client = boardClient();
    const { result, unmount } = renderHook(() => useLiveBoard('LIM'), {
      wrapper: client.wrapper,
    });
    await waitFor(() => expect(result.current.lastNewsAt).not.toBeNull());
    expect(client.refetched()).toEqual([]);
    unmount();
  });
});
