import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryKeeper, type KeptStorage } from './kept-queries.ts';

function mapStorage(): KeptStorage & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async (key) => structuredClone(map.get(key)),
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    del: async (key) => {
      map.delete(key);
    },
  };
}

const DAY = ['board', 'LIM', '2026-11-27', 'general', ''];
const SEARCH = ['board', 'LIM', '2026-11-27', 'general', 'LA2'];
const ACCOUNTS = ['accounts', 'list'];

/** A client that has read a day, a search of it and DUTY's accounts. */
function clientWithAnswers() {
  const client = new QueryClient();
  client.setQueryData(DAY, { rows: 3 });
  client.setQueryData(SEARCH, { rows: 1 });
  client.setQueryData(ACCOUNTS, { rows: 9 });
  return client;
}

/** The storage after a CTA read the day (4 rows by then) and the keeper wrote it down. */
async function keptByCta() {
  const storage = mapStorage();
  const client = clientWithAnswers();
  await createQueryKeeper(storage, 'build-1').open(client, 'cta@x.pe');
  client.setQueryData(DAY, { rows: 4 });
  await vi.advanceTimersByTimeAsync(1000);
  return storage;
}

describe('the answers kept across reloads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives a person back the day they read, not its searches nor what needs the server', async () => {
    const storage = await keptByCta();
    const reloaded = new QueryClient();
    await createQueryKeeper(storage, 'build-1').open(reloaded, 'cta@x.pe');
    expect(reloaded.getQueryData(DAY)).toEqual({ rows: 4 });
    // Read again as soon as it is shown, whatever its staleTime.
    expect(reloaded.getQueryState(DAY)?.isInvalidated).toBe(true);
    expect(reloaded.getQueryData(SEARCH)).toBeUndefined();
    expect(reloaded.getQueryData(ACCOUNTS)).toBeUndefined();
  });

  it('never gives one person what another read, and erases it', async () => {
    const storage = await keptByCta();
    const other = new QueryClient();
    await createQueryKeeper(storage, 'build-1').open(other, 'duty@x.pe');
    expect(other.getQueryData(DAY)).toBeUndefined();
    expect(storage.map.size).toBe(0);
  });

  it('reads nothing written by another build or more than a day ago', async () => {
    const storage = await keptByCta();
    const newBuild = new QueryClient();
    await createQueryKeeper(storage, 'build-2').open(newBuild, 'cta@x.pe');
    expect(newBuild.getQueryData(DAY)).toBeUndefined();

    let now = Date.now();
    await createQueryKeeper(storage, 'build-2', () => now).open(newBuild, 'cta@x.pe');
    newBuild.setQueryData(DAY, { rows: 5 });
    await vi.advanceTimersByTimeAsync(1000);
    now += 24 * 60 * 60 * 1000 + 1;
    const dayLater = new QueryClient();
    await createQueryKeeper(storage, 'build-2', () => now).open(dayLater, 'cta@x.pe');
    expect(dayLater.getQueryData(DAY)).toBeUndefined();
  });

  it('erases on sign-out, and writes nothing more afterwards', async () => {
    const storage = mapStorage();
    const client = clientWithAnswers();
    const keeper = createQueryKeeper(storage, 'build-1');
    await keeper.open(client, 'cta@x.pe');
    client.setQueryData(DAY, { rows: 4 });
    await keeper.erase();
    client.setQueryData(DAY, { rows: 5 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(storage.map.size).toBe(0);
  });
});
