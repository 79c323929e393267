import { createStore, del, get, set } from 'idb-keyval';
import { createQueryKeeper, type KeptStorage } from './kept-queries.ts';

/**
 * IndexedDB, through idb-keyval: one database of the app, one store of kept answers. Opened on
 * first use; where the browser has none (some private windows), every call fails as a promise,
 * and the board simply keeps nothing.
 */
function indexedDbStorage(): KeptStorage {
  let store: ReturnType<typeof createStore> | undefined;
  const opened = () => {
    store ??= createStore('timeline-board', 'kept');
    return store;
  };
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
