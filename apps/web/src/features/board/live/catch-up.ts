import type { Query, QueryClient } from '@tanstack/react-query';
import { boardKeys } from '../../../lib/legs/board-keys.ts';

/** The change a list answer was read as of (its `as_of_change`); undefined for other answers. */
function readAsOf(query: Query): unknown {
  const answer = query.state.data as { data?: { as_of_change?: unknown } } | undefined;
  return answer?.data?.as_of_change;
}

/**
 * What a board does when its live stream begins, told the last change the stream's server had
 * heard (`last`). Every list of the station read as of that same change missed nothing: the
 * stream brings every later one. Any other answer is read again: a list read as of an older
 * change (or none named) may lack one announced before the stream began. A list still on its way
 * is judged by its answer when it arrives. Without this, a cold board read its whole day twice.
 */
export function readAgainUnlessAsOf(
  queryClient: QueryClient,
  station: string,
  signal: AbortSignal,
): (last: string | null) => void {
  const readAgain = (query: Query) =>
    void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  return (last) => {
    const cache = queryClient.getQueryCache();
    const waiting = new Set<string>();
    for (const query of cache.findAll({ queryKey: boardKeys.station(station) })) {
      if (query.state.fetchStatus === 'fetching') waiting.add(query.queryHash);
      else if (query.state.data !== undefined && readAsOf(query) !== last) readAgain(query);
    }
    if (waiting.size === 0) return;
    const stop = cache.subscribe((event) => {
      if (event.type !== 'updated' || !waiting.has(event.query.queryHash)) return;
      if (event.action.type === 'success') {
        if (readAsOf(event.query) !== last) readAgain(event.query);
      } else if (event.action.type !== 'error') {
        return;
      }
      waiting.delete(event.query.queryHash);
      if (waiting.size === 0) stop();
    });
    signal.addEventListener('abort', stop, { once: true });
  };
}
