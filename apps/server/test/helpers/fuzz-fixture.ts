import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { stations } from '../../src/db/schema.ts';
import { eventually } from './api.ts';
import { bogToMia, FUZZ_SIGN_IN, type SampleRefs } from './fuzz-samples.ts';
import { delaysBody, feedLegs, signInAll, storedLeg } from './leg-edits.ts';
import { arrivalItem, departureItem, NOW } from './legs.ts';
import { resetLinkOf } from './smtp-sink.ts';
import { createTestContext, type TestContext } from './test-app.ts';

const TOMORROW = '2026-03-11';

/** One route as the application declares it: method and full path, e.g. "POST /v1/leg/list". */
export type RouteKey = `${string} /${string}`;

/**
 * Builds the test application and lists every route it declares, through the channel Fastify
 * announces each new instance on: a route added later shows up here without anyone listing it.
 */
export async function contextWithRoutes(): Promise<{ ctx: TestContext; routes: RouteKey[] }> {
  const routes = new Set<RouteKey>();
  const onInstance = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.add(`${method} ${route.url}` as RouteKey);
    });
  };
  subscribe('fastify.initialization', onInstance);
  try {
    const ctx = await createTestContext({ now: () => NOW });
    // HEAD answers come from the GET handler Fastify pairs with every GET route.
    const own = [...routes].filter(
      (r) => !(r.startsWith('HEAD ') && routes.has(`GET ${r.slice(5)}` as RouteKey)),
    );
    return { ctx, routes: own as RouteKey[] };
  } finally {
    unsubscribe('fastify.initialization', onInstance);
  }
}

async function resetTokenOf(ctx: TestContext, email: string): Promise<string> {
  await ctx.post('/auth/forgot', { email });
  const mail = await eventually(() => ctx.smtp.mails.find((m) => m.to.includes(email)));
  return new URL(resetLinkOf(mail)).searchParams.get('token') ?? '';
}

/** An account made by DUTY whose holder has chosen a password through the invitation. */
async function accountWithPassword(
  ctx: TestContext,
  duty: string,
  { username, password }: { username: string; password: string },
): Promise<void> {
  const body = { email: username, fullName: 'Firma', role: 'GENERIC', station: null };
  const made = await ctx.post('/v1/user/create', body, { token: duty });
  if (made.statusCode !== 200) throw new Error(`account not created: ${made.body}`);
  const mail = await eventually(() => ctx.smtp.mails.find((m) => m.to.includes(username)));
  const token = new URL(resetLinkOf(mail)).searchParams.get('token');
  const set = await ctx.post('/auth/replace-password', { token, password });
  if (set.statusCode !== 200) throw new Error(`password not set: ${set.body}`);
}

/** Where the fuzz test starts from: signed-in users of several roles and legs to edit. */
export interface FuzzFixture {
  ctx: TestContext;
  routes: RouteKey[];
  /** /v1 callers: CTAs of three stations, a read-only user and a supervisor. */
  tokens: string[];
  /** The caller of /auth, in a session of its own: sign-out ends it. */
  authToken: string;
  refs: SampleRefs;
  /** Values of the slots of valid requests, as stored now. */
  slots(): Promise<Record<string, unknown>>;
  /**
   * Notes which stations have a board now; the function it returns gives them back as they were,
   * through the API as DUTY.
   */
  keepBoards(): Promise<() => Promise<void>>;
}

export async function createFuzzFixture(): Promise<FuzzFixture> {
  const { ctx, routes } = await contextWithRoutes();
  const signedIn = await signInAll(ctx);
  const bog = await ctx.login('cta.bog@example.com', 'bogota2026');
  const generic = () => ctx.login('generic@example.com', 'generic2026');
  const [own, refreshed, checked] = [await generic(), await generic(), await generic()];
  const refs: SampleRefs = {
    legId: '',
    delayedLegId: '',
    resetToCheck: await resetTokenOf(ctx, 'cta.scl@example.com'),
    resetToUse: await resetTokenOf(ctx, 'norole@example.com'),
    refreshToken: refreshed.refresh_token,
    accessToken: checked.access_token,
    queuedMovement: 0,
    discardableMovement: 0,
    userId: '',
  };
  const account = await ctx.post(
    '/v1/user/create',
    { email: 'fuzz.account@example.com', fullName: 'Cuenta', role: 'GENERIC', station: null },
    { token: signedIn.duty },
  );
  if (account.statusCode !== 200) throw new Error(`account not created: ${account.body}`);
  refs.userId = account.json().data.id;
  await accountWithPassword(ctx, signedIn.duty, FUZZ_SIGN_IN);
  await feedLegs(ctx, [arrivalItem(), departureItem()]);
  [refs.legId = '', refs.delayedLegId = ''] = await feedLegs(ctx, [
    bogToMia,
    {
      ...bogToMia,
      flight_number: '2503',
      datop_local: TOMORROW,
      std: `${TOMORROW}T16:10:00Z`,
      sta: `${TOMORROW}T20:30:00Z`,
    },
  ]);
  const delay = delaysBody(refs.delayedLegId, 1, [{ code: '06', minutes: 10 }], { depstn: 'BOG' });
  const stored = await ctx.post('/v1/leg/store-delays', delay, { token: bog.access_token });
  if (stored.statusCode !== 200) throw new Error(`delay not stored: ${stored.body}`);
  const unknownFlight = await ctx.mvt(
    'MVT\nLA9991/10.CCAZC.BOG\nAD1612\n\nMVT\nLA9993/10.CCAZC.BOG\nAD1612',
  );
  [refs.queuedMovement = 0, refs.discardableMovement = 0] = unknownFlight
    .json()
    .data.messages.map((m: { id: number }) => m.id);
  return {
    ctx,
    routes,
    tokens: [...Object.values(signedIn), bog.access_token],
    authToken: own.access_token,
    refs,
    slots: async () => ({
      version: (await storedLeg(ctx, refs.legId)).version,
      delayedVersion: (await storedLeg(ctx, refs.delayedLegId)).version,
      userVersion: (
        await ctx.get(`/v1/user/list?search=fuzz.account`, { token: signedIn.duty })
      ).json().data.users[0].version,
    }),
    keepBoards: async () => {
      const boards = () =>
        ctx.database.db.select({ stn: stations.code, board: stations.board }).from(stations);
      const before = await boards();
      return async () => {
        const now = new Map((await boards()).map((row) => [row.stn, row.board]));
        for (const { stn, board } of before.filter((row) => now.get(row.stn) !== row.board)) {
          const put = await ctx.post('/v1/station/board', { stn, board }, { token: signedIn.duty });
          if (put.statusCode !== 200) throw new Error(`${stn}'s board not put back: ${put.body}`);
        }
      };
    },
  };
}
