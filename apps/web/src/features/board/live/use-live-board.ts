import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { boardMessages } from './board-messages.ts';

/** Waits before reconnecting grow from 1 s to 30 s while the server cannot be reached. */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** The live stream's state: down (after it had been up or failed to open) and its last news. */
export interface LiveState {
  down: boolean;
  lastNewsAt: Date | null;
}

/**
 * Keeps the open board of a station live: each "legs changed" message refetches, in the
 * background, the lists of the days it names and of their neighbouring days. Scroll, selection
 * and search stay as they are.
 */
export function useLiveBoard(station: string): LiveState {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveState>({ down: false, lastNewsAt: null });

  useEffect(() => {
    if (!station) return;
    const controller = new AbortController();
    let retry = RETRY_MIN_MS;
    let connectedBefore = false;
    // Kept out of state while the stream is up, so news does not redraw the board.
    let lastNewsAt: Date | null = null;
    const heard = () => {
      lastNewsAt = new Date();
    };

    const messages = boardMessages(queryClient, station, controller.signal, heard);

    async function listen(): Promise<void> {
      while (!controller.signal.aborted) {
        try {
          const response = await api.stream(
            `v1/events?station=${encodeURIComponent(station)}`,
            controller.signal,
          );
          // Refused for good (no session, another station): retrying would not help.
          if (response.status === 401 || response.status === 403) return;
          if (response.ok && response.body) {
            retry = RETRY_MIN_MS;
            heard();
            setLive({ down: false, lastNewsAt });
            messages.opened(connectedBefore);
            connectedBefore = true;
            await messages.read(response.body);
          }
        } catch {
          // Network trouble or an abort: the loop decides below.
        }
        if (controller.signal.aborted) return;
        setLive({ down: true, lastNewsAt });
        await new Promise((resolve) => setTimeout(resolve, retry));
        retry = Math.min(retry * 2, RETRY_MAX_MS);
      }
    }
    void listen();
    return () => controller.abort();
  }, [station, queryClient]);
  return live;
}
