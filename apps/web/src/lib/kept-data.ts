import { createStore, del, get, set } from 'idb-keyval';
import { createQueryKeeper, type KeptStorage } from './kept-queries.ts';

/** IndexedDB, through idb-keyval: one database of the app, one store of kept answers. */
function indexedDbStorage(): KeptStorage {
  const store = createStore('timeline-board', 'kept');
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
  };
}

/**
 * The person's answers kept in this browser. A build reads only what it wrote itself: its
 * address carries the bundle's content hash, so a new version never reads answers of an old
 * contract.
 */
export const keptQueries = createQueryKeeper(indexedDbStorage(), import.meta.url);
