import type { Page } from 'playwright-core';

/**
 * What the page keeps for reading offline: the keys of the app's IndexedDB store of answers, and
 * the addresses of board data in its Cache Storage (none, if the service worker caches only the
 * app itself).
 */
export function keptData(page: Page): Promise<{ idb: string[]; cachedData: string[] }> {
  return page.evaluate(async () => {
    const idb = await new Promise<string[]>((resolve, reject) => {
      const opening = indexedDB.open('timeline-board');
      opening.onerror = () => reject(opening.error);
      opening.onupgradeneeded = () => opening.result.createObjectStore('kept');
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('kept')) {
          db.close();
          resolve([]);
          return;
        }
        const keys = db.transaction('kept').objectStore('kept').getAllKeys();
        keys.onsuccess = () => {
          db.close();
          resolve(keys.result.map(String));
        };
        keys.onerror = () => reject(keys.error);
      };
    });
    const cachedData: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const path = new URL(request.url).pathname;
        if (/\/(v1|auth|integration)\//.test(path)) cachedData.push(path);
      }
    }
    return { idb, cachedData };
  });
}
