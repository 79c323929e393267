import { del, set, values } from 'idb-keyval';
import { lazyStore } from '../../../lib/idb-store.ts';
import type { WaitingSave } from './waiting-save.ts';

/** Where the saves live: kept apart from the kept answers, which a sign-out erases. */
export interface SaveStorage {
  all(): Promise<WaitingSave[]>;
  put(save: WaitingSave): Promise<void>;
  remove(key: string): Promise<void>;
}

function indexedDbStorage(): SaveStorage {
  const opened = lazyStore('timeline-board-saves', 'saves');
  return {
    all: async () => values<WaitingSave>(opened()),
    put: async (save) => set(save.key, save, opened()),
    remove: async (key) => del(key, opened()),
  };
}

/**
 * The saves one person has waiting on this device, in the order made. Each change is written to
 * the device before it is shown, so a save the person saw as waiting survives a closed tab or a
 * restarted phone. A session that ends leaves them in place for the same person's next sign-in;
 * another person who signs in on the device neither sees nor sends them.
 */
export function createWaitingSaves(storage: SaveStorage) {
  let owner: string | null = null;
  let shown: readonly WaitingSave[] = [];
  let lastOrder = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = new Set<() => void>();

  function show(next: readonly WaitingSave[]) {
    shown = [...next].sort((a, b) => a.order - b.order);
    for (const listener of listeners) listener();
  }

  /**
   * Changes the list one change at a time, each worked out from the list as the one before left
   * it: a save added while another is being sent is never lost to the sender's result.
   */
  function commit(change: (saves: readonly WaitingSave[]) => readonly WaitingSave[]) {
    const run = queue.then(async () => {
      const before = shown;
      const next = change(before);
      const keys = new Set(next.map((save) => save.key));
      for (const gone of before.filter((save) => !keys.has(save.key))) {
        await storage.remove(gone.key);
      }
      for (const save of next) if (!before.includes(save)) await storage.put(save);
      show(next);
    });
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    /** Reads the person's saves from the device; until then (or without a person) none. */
    open(user: string | null) {
      if (user === owner) return queue;
      owner = user;
      const run = queue.then(async () => {
        show([]);
        if (!user) return;
        const kept = (await storage.all()).filter((save) => save.owner === user);
        if (owner === user) show(kept);
      });
      queue = run.catch(() => undefined);
      return run;
    },
    list: () => shown,
    /** A new save, after every other one: the clock may step back, the order never does. */
    async add(save: Omit<WaitingSave, 'order' | 'owner'>) {
      const by = owner;
      if (!by) throw new Error('a save kept without a person signed in');
      let added: WaitingSave | undefined;
      await commit((saves) => {
        lastOrder = Math.max(Date.now(), lastOrder + 1, ...saves.map((s) => s.order + 1));
        added = { ...save, owner: by, order: lastOrder };
        return [...saves, added];
      });
      if (!added) throw new Error('a save kept without its record');
      return added;
    },
    /** Works out the list anew from what it holds when its turn comes. */
    update: commit,
    remove: (key: string) => commit((saves) => saves.filter((save) => save.key !== key)),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type WaitingSaves = ReturnType<typeof createWaitingSaves>;

/** The device's waiting saves. */
export const waitingSaves = createWaitingSaves(indexedDbStorage());
