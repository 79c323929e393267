import type { Page } from 'playwright-core';

/**
 * What the page keeps for reading offline: the keys of the app's IndexedDB store of answers, the
 * board lists among those answers as station and view ("LIM general"), and the addresses of
 * board data in its Cache Storage (none, if the service worker caches only the app itself).
 * The answers are written a second after they change, the first time often before the day's
 * list has arrived: the store proves a list kept only once it names that list.
 */
export function keptData(
  page: Page,
): Promise<{ idb: string[]; lists: string[]; cachedData: string[] }> {
  return page.evaluate(async () => {
    const found = await new Promise<{ idb: string[]; lists: string[] }>((resolve, reject) => {
      const opening = indexedDB.open('timeline-board');
      opening.onerror = () => reject(opening.error);
      opening.onupgradeneeded = () => opening.result.createObjectStore('kept');
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('kept')) {
          db.close();
          resolve({ idb: [], lists: [] });
          return;
        }
        const store = db.transaction('kept').objectStore('kept');
        const keys = store.getAllKeys();
        const answers = store.get('queries');
        answers.onsuccess = () => {
          db.close();
          const kept = answers.result as
            | { state: { queries: { queryKey: unknown[] }[] } }
            | undefined;
          // A list's key is ['board', station, day, view, search]; only unsearched ones are kept.
          const lists = (kept?.state.queries ?? [])
            .map((query) => query.queryKey)
            .filter((key) => key[0] === 'board' && key.length === 5 && key[4] === '')
            .map((key) => `${key[1]} ${key[3]}`);
          resolve({ idb: keys.result.map(String), lists });
        };
        answers.onerror = () => reject(answers.error);
      };
    });
    const cachedData: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const path = new URL(request.url).pathname;
        if (/\/(v1|auth|integration)\//.test(path)) cachedData.push(path);
      }
    }
    return { ...found, cachedData };
  });
}
