import type { LegsChangedEvent } from '@board/domain';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createChangeBus } from './change-bus.ts';

const silent = { warn() {}, error() {} } as unknown as FastifyBaseLogger;

const change = (id: string, seq: number): LegsChangedEvent => ({
  id,
  station: 'LIM',
  seq,
  days: ['2026-03-10'],
  at: '2026-03-10T12:00:00.000Z',
  deltas: [],
});

/** A bus on a database that notifies through `notify`, with the kept changes it was asked for. */
async function busHearing() {
  let notify: (payload: string) => void = () => {};
  const database = {
    listen: async (_channel: string, onPayload: (payload: string) => void) => {
      notify = onPayload;
      return async () => {};
    },
  } as unknown as Database;
  const keptReads: number[] = [];
  const bus = createChangeBus(database, silent, async (_station, seq) => {
    keptReads.push(seq);
    return { ...change(`other-${seq}`, seq), days: ['kept'] };
  });
  await bus.start();
  const heard: LegsChangedEvent[] = [];
  bus.subscribe('LIM', (event) => heard.push(event));
  return {
    bus,
    heard,
    keptReads,
    notify: (event: LegsChangedEvent) => notify(JSON.stringify({ ...event, deltas: undefined })),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the change bus', () => {
  it('does not read back its own change, notified inside the commit before it is handed over', async () => {
    const { bus, heard, keptReads, notify } = await busHearing();
    const own = change('own-1', 1);
    notify(own);
    bus.deliverCommitted([own]);
    await settled();
    expect(keptReads).toEqual([]);
    expect(heard).toEqual([own]);
  });

  it('reads the rows of another process’s change and delivers it once, in number order', async () => {
    const { bus, heard, keptReads, notify } = await busHearing();
    const first = change('own-1', 1);
    bus.deliverCommitted([first]);
    notify(first);
    notify(change('other-2', 2));
    // Handed over while the other's rows are read: it waits for number 2.
    const own = change('own-3', 3);
    notify(own);
    bus.deliverCommitted([own]);
    await settled();
    expect(keptReads).toEqual([2]);
    expect(heard.map((event) => [event.id, event.days])).toEqual([
      ['own-1', ['2026-03-10']],
      ['other-2', ['kept']],
      ['own-3', ['2026-03-10']],
    ]);
  });
});
