import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';

/** Where kept answers live: IndexedDB in the browser (idb-keyval), a map in unit tests. */
export interface KeptStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** What is written: whose answers they are, from which build, and when. */
interface Kept {
  owner: string;
  build: string;
  savedAt: number;
  state: DehydratedState;
}

const KEY = 'queries';
/** Answers older than this are of no use on the apron: the day has moved on. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A busy board changes several times a minute: one write per second is enough. */
const SAVE_EVERY_MS = 1000;

/**
 * The answers a person needs to read the board without network: the station days (not a
 * search's cuts of them), a drawer's data and the catalogues. Administration, Red, movement
 * messages and sign-in checks need the server anyway.
 */
const KEPT_ROOTS = new Set(['board', 'stations', 'delay-codes', 'dispatchers', 'leg-history']);

export function keptQuery(query: Query): boolean {
  const [root, , , kind, search] = query.queryKey;
  if (typeof root !== 'string' || !KEPT_ROOTS.has(root)) return false;
  // A list's key is ['board', station, day, kind, search]: only unsearched lists are kept.
  if (root === 'board' && typeof kind === 'string' && typeof search === 'string' && search !== '')
    return false;
  return query.state.status === 'success';
}

/**
 * Keeps one person's answers across reloads and restarts (decision 0054): restored when they
 * open the board, written as they change, erased on sign-out. Answers of one person are never
 * given to another: another owner's are erased before anything is restored.
 */
export function createQueryKeeper(storage: KeptStorage, build: string, now = Date.now) {
  let stop: (() => void) | null = null;
  let generation = 0;

  async function read(owner: string): Promise<Kept | null> {
    const kept = (await storage.get(KEY)) as Kept | undefined;
    if (!kept) return null;
    const usable =
      kept.owner === owner && kept.build === build && now() - kept.savedAt <= MAX_AGE_MS;
    if (usable) return kept;
    await storage.del(KEY);
    return null;
  }

  function follow(client: QueryClient, owner: string): () => void {
    const mine = generation;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const save = () => {
      timer = null;
      if (mine !== generation) return;
      const state = dehydrate(client, { shouldDehydrateQuery: keptQuery });
      const kept: Kept = { owner, build, savedAt: now(), state };
      storage.set(KEY, kept).catch(() => {
        // A full or refused store keeps the board working; only the offline copy is missing.
      });
    };
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' && event.type !== 'removed') return;
      timer ??= setTimeout(save, SAVE_EVERY_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }

  return {
    /** Restores what `owner` last read here (once), and keeps what they read from now on. */
    async open(client: QueryClient, owner: string): Promise<void> {
      if (stop) return;
      const kept = await read(owner).catch(() => null);
      if (stop) return;
      if (kept) {
        hydrate(client, kept.state);
        // Kept answers are a starting point, never fresh: even those that never go stale by
        // time (catalogues) are read again as soon as a screen shows them.
        const restored = new Set(kept.state.queries.map((query) => query.queryHash));
        await client.invalidateQueries({
          predicate: (query) => restored.has(query.queryHash),
          refetchType: 'none',
        });
      }
      stop = follow(client, owner);
    },

    /** Stops keeping and erases what was kept: sign-out, a session ended elsewhere. */
    async erase(): Promise<void> {
      generation += 1;
      stop?.();
      stop = null;
      await storage.del(KEY).catch(() => {});
    },
  };
}
