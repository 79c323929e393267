import { createStore } from 'idb-keyval';

/**
 * An IndexedDB store of the app (idb-keyval), opened on first use: a page that never needs it
 * opens nothing, and where the browser has none (some private windows) each call fails as a
 * promise instead of the page failing at start.
 */
export function lazyStore(database: string, store: string): () => ReturnType<typeof createStore> {
  let opened: ReturnType<typeof createStore> | undefined;
  return () => {
    opened ??= createStore(database, store);
    return opened;
  };
}
