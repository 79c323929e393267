import { del, get, set } from 'idb-keyval';
import { lazyStore } from './idb-store.ts';
import { createQueryKeeper, type KeptStorage } from './kept-queries.ts';

/**
 * IndexedDB, through idb-keyval: one database of the app, one store of kept answers. Opened on
 * first use; where the browser has none (some private windows), every call fails as a promise,
 * and the board simply keeps nothing.
 */
function indexedDbStorage(): KeptStorage {
  const opened = lazyStore('timeline-board', 'kept');
  return {
    get: async (key) => get(key, opened()),
    set: async (key, value) => set(key, value, opened()),
    del: async (key) => del(key, opened()),
  };
}

/**
 * The person's answers kept in this browser. A build reads only what it wrote itself: its
 * address carries the bundle's content hash, so a new version never reads answers of an old
 * contract.
 */
export const keptQueries = createQueryKeeper(indexedDbStorage(), import.meta.url);
