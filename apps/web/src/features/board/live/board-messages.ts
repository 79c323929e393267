import {
  BOARD_EVENT_NAME,
  BOARD_OPEN_EVENT_NAME,
  BOARD_RESYNC_EVENT_NAME,
  boardOpenEventSchema,
  legsChangedEventSchema,
} from '@board/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { boardKeys } from '../../../lib/legs/board-keys.ts';
import { stationChanges } from './station-changes.ts';

/**
 * Reads a station's live stream: each "legs changed" message patches the lists kept with the
 * rows it carries (station-changes.ts), and each opening catches them up to the station's last
 * number. `heard` is told of every message.
 */
export function boardMessages(
  queryClient: QueryClient,
  station: string,
  signal: AbortSignal,
  heard: () => void,
) {
  const refetchStation = () =>
    void queryClient.invalidateQueries({ queryKey: boardKeys.station(station) });
  const changes = stationChanges(queryClient, station, signal);
  const read = (data: string): unknown => {
    try {
      return JSON.parse(data);
    } catch {
      return undefined;
    }
  };

  const parser = createParser({
    onEvent(message) {
      heard();
      if (message.event === BOARD_OPEN_EVENT_NAME) {
        const opened = boardOpenEventSchema.safeParse(read(message.data));
        if (opened.success) changes.opened(opened.data.seq, opened.data.user_id);
        else refetchStation();
        return;
      }
      // The server may have missed announcements (its database was away): catch up on all.
      if (message.event === BOARD_RESYNC_EVENT_NAME) return refetchStation();
      if (message.event !== BOARD_EVENT_NAME) return;
      const parsed = legsChangedEventSchema.safeParse(read(message.data));
      if (parsed.success) changes.changed(parsed.data);
      else refetchStation();
    },
  });

  return {
    /** Reads an opened stream's body to its end, telling `alive` of every chunk. */
    async read(body: NonNullable<Response['body']>, alive: () => void) {
      const reader = body.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          alive();
          parser.feed(value);
        }
      } finally {
        parser.reset();
      }
    },
  };
}
