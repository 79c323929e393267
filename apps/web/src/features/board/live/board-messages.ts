import {
  BOARD_EVENT_NAME,
  BOARD_OPEN_EVENT_NAME,
  BOARD_RESYNC_EVENT_NAME,
  boardOpenEventSchema,
  daysShowing,
  legsChangedEventSchema,
} from '@board/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { heardChange } from '../../../lib/heard-change.ts';
import { boardKeys } from '../../../lib/legs/board-keys.ts';
import { readAgainUnlessAsOf } from './catch-up.ts';

/**
 * Reads a station's live stream: each "legs changed" message refetches, in the background, the
 * lists of the days it names and of their neighbouring days. `heard` is told of every message.
 */
export function boardMessages(
  queryClient: QueryClient,
  station: string,
  signal: AbortSignal,
  heard: () => void,
) {
  const refetchStation = () =>
    void queryClient.invalidateQueries({ queryKey: boardKeys.station(station) });
  // What was read before the stream began may have missed a change: only a list read as of
  // the change the stream's server had last heard did not (decision 0008).
  const catchUp = readAgainUnlessAsOf(queryClient, station, signal);
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

  return {
    /** A stream has opened: `reopened` when one had opened before. */
    opened(reopened: boolean) {
      // Changes made while the stream was down were never announced: catch up once. At the
      // first opening, the board loads beside the stream: its first message says what to.
      if (reopened) refetchStation();
      else opening = true;
    },
    /** Reads an opened stream's body to its end. */
    async read(body: NonNullable<Response['body']>) {
      const reader = body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
      parser.reset();
    },
  };
}
