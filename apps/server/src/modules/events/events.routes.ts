import {
  BOARD_EVENT_NAME,
  BOARD_OPEN_EVENT_NAME,
  BOARD_RESYNC_EVENT_NAME,
  type BoardOpenEvent,
  boardEventsQuery,
  changesAfterQuery,
  changesAfterResponse,
  type LegsChangedEvent,
} from '@board/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { changeMessage } from '../../lib/change-message.ts';
import { MEDIA } from '../../lib/openapi/route-media.ts';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import type { Ended } from '../auth/index.ts';
import { signedIn } from '../auth/index.ts';
import { changeNumberOf, keptChangesAfter } from '../legs/index.ts';
import { openStationDay } from '../stations/index.ts';
import { createOpenStreams, type OpenSessionsAmong } from './open-streams.ts';

/** Keeps proxies from closing an idle stream, and re-checks the sessions that opened them. */
const HEARTBEAT_MS = 15_000;
const STREAM = { produces: MEDIA.eventStream };
/** Node fires a longer timer at once; a session that long is refreshed well before anyway. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A user at the stream limit may try again after this; the board retries with backoff anyway. */
const STREAM_RETRY_AFTER_SECONDS = 10;

/** The kept messages are the stream's own text, joined as they are, never serialised again. */
function sendJoined(reply: FastifyReply, complete: boolean, messages: string[]) {
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"data":{"complete":${complete},"changes":[${messages.join(',')}]}}`);
}

/** GET /v1/events/since: a station's changes after a number, for a board that missed them. */
function changesAfterRoute(scope: FastifyInstance, deps: { db: Db; now: () => Date }) {
  scope
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/events/since',
      { schema: { querystring: changesAfterQuery, response: { 200: changesAfterResponse } } },
      async (request, reply) => {
        const { station, seq } = request.query;
        await openStationDay(deps.db, signedIn(request), station, null, deps.now());
        const { complete, messages } = await keptChangesAfter(deps.db, station, seq);
        return sendJoined(reply, complete, messages);
      },
    );
}

/** Each change's message as the streams write it, encoded once for all of them. */
const frames = new WeakMap<LegsChangedEvent, Buffer>();
function frameOf(event: LegsChangedEvent): Buffer {
  let frame = frames.get(event);
  if (!frame) {
    frame = Buffer.from(`event: ${BOARD_EVENT_NAME}\ndata: ${changeMessage(event)}\n\n`);
    frames.set(event, frame);
  }
  return frame;
}

/**
 * Writes a station's changes to a stream: first its opening message, with the station's last
 * number read once subscribed (the board catches up to it from what it holds), then every change
 * in number order. Changes heard while the number is read wait, so none comes before the opening.
 * Returns the function that stops.
 */
function streamChanges(
  deps: { db: Db; bus: ChangeBus },
  write: (text: string | Buffer) => void,
  station: string,
  userId: string,
): () => void {
  const send = (event: LegsChangedEvent) => write(frameOf(event));
  let waiting: LegsChangedEvent[] | null = [];
  const unsubscribe = deps.bus.subscribe(station, (event) => {
    if (waiting) waiting.push(event);
    else send(event);
  });
  const last = deps.bus.lastHeard();
  const opened = (seq: number | null) => {
    const open: BoardOpenEvent = { last, seq, user_id: userId };
    write(`event: ${BOARD_OPEN_EVENT_NAME}\ndata: ${JSON.stringify(open)}\n\n`);
    for (const event of waiting ?? []) send(event);
    waiting = null;
  };
  // Without the number (the database away a moment) the board reads what it shows again.
  changeNumberOf(deps.db, station).then(opened, () => opened(null));
  const stopResync = deps.bus.onResync(() => {
    write(`event: ${BOARD_RESYNC_EVENT_NAME}\ndata: {}\n\n`);
  });
  return () => {
    unsubscribe();
    stopResync();
  };
}

/**
 * GET /v1/events?station=: the live board. Server-Sent Events carrying each change of a station
 * to its open boards, as the rows it changed (decision 0060); GET /v1/events/since: the changes a
 * board missed.
 */
export function eventRoutes(deps: {
  db: Db;
  /** The application's clock, which tests pin. */
  now: () => Date;
  bus: ChangeBus;
  /** Which of the streams' sessions are still open (sign-out ends a stream). */
  openSessionsAmong: OpenSessionsAmong;
  /** Streams one user may hold open in this process. */
  streamsPerUser: number;
  /** Follows the sessions that end, here or on any process; returns the stop function. */
  onSessionsEnded(listener: (ended: Ended | null) => void): () => void;
  /** Told how many streams are open after each opening and closing. */
  onStreamCount?: (open: number) => void;
}) {
  return async (scope: FastifyInstance) => {
    const streams = createOpenStreams({
      maxPerUser: deps.streamsPerUser,
      openSessionsAmong: deps.openSessionsAmong,
      onCount: deps.onStreamCount,
    });
    // A check that fails leaves the streams as they are; the next heartbeat checks again.
    const checked = (check: Promise<void>) =>
      check.catch((error: unknown) => scope.log.error({ err: error }, 'live streams not checked'));
    const stopFollowing = deps.onSessionsEnded((ended) => checked(streams.sessionsEnded(ended)));
    const heartbeat = setInterval(() => checked(streams.heartbeat()), HEARTBEAT_MS);
    scope.addHook('onClose', async () => {
      clearInterval(heartbeat);
      stopFollowing();
    });
    // A stream never ends by itself, and closing the server waits for every connection: without
    // this, a process asked to stop with a board open would never exit. Boards reconnect.
    scope.addHook('preClose', async () => streams.endAll());
    const app = scope.withTypeProvider<ZodTypeProvider>();
    changesAfterRoute(scope, deps);
    const described = { schema: { querystring: boardEventsQuery }, config: STREAM };
    app.get('/events', described, async (request, reply) => {
      const { station } = request.query;
      const user = signedIn(request);
      await openStationDay(deps.db, user, station, null, deps.now());

      const out = reply.raw;
      // Nothing is written once the stream ended: a late heartbeat or change stays unsent.
      const write = (text: string | Buffer) => {
        if (!out.writableEnded) out.write(text);
      };
      const end = () => {
        close();
        out.end();
      };
      const release = streams.add({
        userId: user.id,
        sessionId: user.sessionId,
        end,
        beat: () => write(': heartbeat\n\n'),
      });
      if (!release) {
        throw new AppError('RATE_LIMITED', {
          params: { retryAfterSeconds: STREAM_RETRY_AFTER_SECONDS },
        });
      }

      reply.hijack();
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      write(': open\n\n');
      const stopChanges = streamChanges(deps, write, station, user.id);
      // The access token runs out (or its session does): the board reconnects with a fresh one.
      const expiry = setTimeout(end, Math.min(user.accessEndsAt - Date.now(), MAX_TIMER_MS));
      function close() {
        clearTimeout(expiry);
        stopChanges();
        release?.();
      }
      request.raw.on('close', close);
      out.on('close', close);
    });
  };
}
