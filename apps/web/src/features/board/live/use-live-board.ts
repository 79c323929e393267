import {
  BOARD_EVENT_NAME,
  BOARD_OPEN_EVENT_NAME,
  BOARD_RESYNC_EVENT_NAME,
  boardOpenEventSchema,
  daysShowing,
  legsChangedEventSchema,
} from '@board/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { heardChange } from '../../../lib/heard-change.ts';
import { boardKeys } from '../api/board-keys.ts';
import { readAgainUnlessAsOf } from './catch-up.ts';

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

    const refetchStation = () =>
      void queryClient.invalidateQueries({ queryKey: boardKeys.station(station) });
    // What was read before the stream began may have missed a change: only a list read as of
    // the change the stream's server had last heard did not (decision 0008).
    const catchUp = readAgainUnlessAsOf(queryClient, station, controller.signal);
    let opening = false;

    const parser = createParser({
      onEvent(message) {
        heard();
        if (message.event === BOARD_OPEN_EVENT_NAME) {
          const opened = boardOpenEventSchema.safeParse(JSON.parse(message.data));
          if (opening && opened.success) catchUp(opened.data.last);
          else if (opening) refetchStation();
          opening = false;
          return;
        }
        // Without the server's word on what it had heard, everything shown is read again.
        if (opening) refetchStation();
        opening = false;
        // The server may have missed announcements (its database was away): catch up on all.
        if (message.event === BOARD_RESYNC_EVENT_NAME) return refetchStation();
        if (message.event !== BOARD_EVENT_NAME) return;
        const parsed = legsChangedEventSchema.safeParse(JSON.parse(message.data));
        if (!parsed.success) return;
        // The refetches below may reach a process that has not heard of it yet: they name it.
        heardChange.heard(parsed.data.id);
        // A day's turnarounds pair with the days either side: their boards show the change too.
        for (const day of new Set(parsed.data.days.flatMap(daysShowing))) {
          void queryClient.invalidateQueries({ queryKey: boardKeys.day(station, day) });
        }
      },
    });

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
            // Changes made while the stream was down were never announced: catch up once. At the
            // first opening, the board loads beside the stream: its first message says what to.
            if (connectedBefore) refetchStation();
            else opening = true;
            connectedBefore = true;
            const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
            for (;;) {
              const { value, done } = await reader.read();
              if (done) break;
              parser.feed(value);
            }
            parser.reset();
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
