import type { FeedBatchResult } from '@board/domain';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached answer (a few ms) to a day's workbook or a slow database (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * How often the event loop's delay is sampled, in ms. The library's 10 ms wakes the server a
 * hundred times a second, even idle: 3-4 ms of CPU a second here, as much as a seventh of a
 * hub's work per change at one change a second. Ten samples a second still catch every stall
 * longer than 100 ms, and most shorter ones in part.
 */
const EVENT_LOOP_SAMPLE_MS = 100;

/** How busy the database connections are, where there is a pool to ask. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The figures an operator watches, in Prometheus' text format (`/metrics`). One registry per
 * application, so that tests building several in one process do not count into each other.
 */
export function createMetrics(options: { poolUse?: () => PoolUse }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
  const registers = [registry];

  const requests = new Histogram({
    name: 'board_http_request_duration_seconds',
    help: 'Time to answer a call, by route pattern, method and status class.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const feedItems = new Counter({
    name: 'board_feed_items_total',
    help: 'Items of the operations feed, by result.',
    labelNames: ['result'] as const,
    registers,
  });
  const movements = new Counter({
    name: 'board_movement_messages_total',
    help: 'IATA movement messages received, by outcome (rejected ones wait in the queue).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const streams = new Gauge({
    name: 'board_live_streams_open',
    help: 'Live board streams (/v1/events) this process holds open.',
    registers,
  });
  const cacheLookups = new Counter({
    name: 'board_answer_cache_lookups_total',
    help: 'Station days and list answers asked of the answer cache, by kind and whether kept.',
    labelNames: ['kind', 'result'] as const,
    registers,
  });
  const { poolUse } = options;
  if (poolUse) {
    new Gauge({
      name: 'board_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and calls waiting for one.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  return {
    contentType: registry.contentType,
    text: () => registry.metrics(),
    request(method: string, route: string, statusCode: number, seconds: number) {
      requests.observe({ method, route, status: `${Math.floor(statusCode / 100)}xx` }, seconds);
    },
    feedBatch(result: FeedBatchResult) {
      for (const kind of ['created', 'updated', 'unchanged', 'rejected'] as const) {
        if (result[kind] > 0) feedItems.inc({ result: kind }, result[kind]);
      }
    },
    movements(outcome: string, count: number) {
      movements.inc({ outcome }, count);
    },
    streamsOpen: (count: number) => streams.set(count),
    cacheLookup(kind: 'day' | 'answer', hit: boolean) {
      cacheLookups.inc({ kind, result: hit ? 'hit' : 'miss' });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
