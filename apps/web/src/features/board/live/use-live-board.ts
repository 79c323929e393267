import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { boardMessages } from './board-messages.ts';

/** Waits before reconnecting grow from 1 s to 30 s while the server cannot be reached. */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * The server writes at least a heartbeat every 15 s: a stream silent for longer than this is
 * dead though not closed (a phone's network dropped under it), and is opened again.
 */
const SILENT_MS = 40_000;

/**
 * One stream's lifetime: aborted with the board, when the device goes offline, or when the
 * stream falls silent. `alive` is told of every chunk the stream brings.
 */
function streamAttempt(board: AbortSignal) {
  const attempt = new AbortController();
  const end = () => attempt.abort();
  let silence = setTimeout(end, SILENT_MS);
  board.addEventListener('abort', end, { once: true });
  window.addEventListener('offline', end);
  return {
    signal: attempt.signal,
    alive() {
      clearTimeout(silence);
      silence = setTimeout(end, SILENT_MS);
    },
    done() {
      clearTimeout(silence);
      board.removeEventListener('abort', end);
      window.removeEventListener('offline', end);
    },
  };
}

/**
 * A wait before reconnecting, cut short when the device comes back online, or ended when the
 * board closes: a timer left behind would fire into a page that is gone.
 */
function retryWait(ms: number, board: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      board.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    board.addEventListener('abort', done, { once: true });
  });
}

/** The live stream's state: down (after it had been up or failed to open) and its last news. */
export interface LiveState {
  down: boolean;
  lastNewsAt: Date | null;
}

/**
 * Keeps the open board of a station live: each change patches the lists kept, each opening of
 * the stream (the first, and after a drop or a night offline) catches them up from the changes
 * they missed. Scroll, selection and search stay as they are.
 */
export function useLiveBoard(station: string): LiveState {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveState>({ down: false, lastNewsAt: null });

  useEffect(() => {
    if (!station) return;
    const controller = new AbortController();
    let retry = RETRY_MIN_MS;
    // Kept out of state while the stream is up, so news does not redraw the board.
    let lastNewsAt: Date | null = null;
    const heard = () => {
      lastNewsAt = new Date();
    };

    const messages = boardMessages(queryClient, station, controller.signal, heard);

    async function listen(): Promise<void> {
      while (!controller.signal.aborted) {
        const attempt = streamAttempt(controller.signal);
        try {
          const response = await api.stream(
            `v1/events?station=${encodeURIComponent(station)}`,
            attempt.signal,
          );
          // Refused for good (no session, another station): retrying would not help.
          if (response.status === 401 || response.status === 403) return;
          if (response.ok && response.body) {
            retry = RETRY_MIN_MS;
            heard();
            setLive({ down: false, lastNewsAt });
            await messages.read(response.body, attempt.alive);
          }
        } catch {
          // Network trouble or an abort: the loop decides below.
        } finally {
          attempt.done();
        }
        if (controller.signal.aborted) return;
        setLive({ down: true, lastNewsAt });
        await retryWait(retry, controller.signal);
        retry = Math.min(retry * 2, RETRY_MAX_MS);
      }
    }
    void listen();
    return () => controller.abort();
  }, [station, queryClient]);
  return live;
}
