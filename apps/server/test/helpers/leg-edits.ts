import type { FeedLegInput } from '@board/domain';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { legChanges, legs } from '../../src/db/schema.ts';
import { fileSuite } from './file-suite.ts';
import { NOW } from './legs.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/** The demo accounts the recording tests sign in with. */
export const ACCOUNTS = {
  lim: ['cta.lim@example.com', 'lima2026'],
  scl: ['cta.scl@example.com', 'santiago2026'],
  generic: ['generic@example.com', 'generic2026'],
  duty: ['duty@example.com', 'duty2026'],
} as const;
export type Account = keyof typeof ACCOUNTS;

export async function signInAll(ctx: TestContext): Promise<Record<Account, string>> {
  const tokens = {} as Record<Account, string>;
  for (const [name, [email, password]] of Object.entries(ACCOUNTS)) {
    tokens[name as Account] = (await ctx.login(email, password)).access_token;
  }
  return tokens;
}

/** Sends legs through the feed and answers their ids, in the order given. */
export async function feedLegs(ctx: TestContext, items: FeedLegInput[]): Promise<string[]> {
  const fed = await ctx.feed(items);
  expect(fed.json().data.rejected, fed.body).toBe(0);
  const ids: string[] = [];
  for (const item of items) {
    const [row] = await ctx.database.db
      .select({ id: legs.id })
      .from(legs)
      .where(eq(legs.flightNumber, item.flight_number));
    if (!row) throw new Error(`leg ${item.flight_number} not stored`);
    ids.push(row.id);
  }
  return ids;
}

export async function storedLeg(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select().from(legs).where(eq(legs.id, id));
  if (!row) throw new Error('leg missing');
  return row;
}

/** The audit rows of a leg, oldest first. */
export function changesOf(ctx: TestContext, id: string) {
  return ctx.database.db
    .select()
    .from(legChanges)
    .where(eq(legChanges.legId, id))
    .orderBy(asc(legChanges.id));
}

/** A tow as a drawer sends it. */
export function tow(overrides: Record<string, unknown> = {}) {
  return {
    trailer: { code: 2, description_pea: { tape_hall: '', number: 'R4' }, overnight_stay: '' },
    duration: { start: '10:00', end: '10:20' },
    original_pea: { tape_hall: 'A4', number: '12' },
    equipment_number: 'TR-7',
    operator_name: 'J. Pérez',
    description: '',
    additional_service: false,
    ...overrides,
  };
}

/** An additional service as a drawer sends it. */
export function service(overrides: Record<string, unknown> = {}) {
  return {
    code: 'GPU',
    description: 'Pedido por mantenimiento',
    duration: { start: '', end: '' },
    ...overrides,
  };
}

export const cda = (name = 'Rosa', last_name = 'Quispe', phone_number = '+51987654321') => ({
  name,
  last_name,
  phone_number,
});

/** A store-delays or update-delays body; the total is the sum unless given. */
export function delaysBody(
  _id: string,
  version: number,
  entries: { code: string; minutes: number; description?: string }[],
  extra: Record<string, unknown> = {},
) {
  return {
    _id,
    version,
    depstn: 'LIM',
    delays: entries.map((e) => ({
      delay: { code: e.code },
      minutes: e.minutes,
      description: e.description ?? '',
    })),
    delays_min_total: entries.reduce((sum, e) => sum + e.minutes, 0),
    ...extra,
  };
}

export interface RecordingSuite {
  /** The app on its own database, made before the file's tests and closed after them. */
  readonly ctx: TestContext;
  /** A token of each of the recording tests' accounts. */
  readonly tokens: Record<Account, string>;
}

/**
 * The set-up every recording test file shares: the app on a copied database, its clock at `now`
 * (the tests' NOW unless told), every account signed in, then `prepare` (what the file records
 * before its tests).
 */
export function recordingSuite(
  now: () => Date = () => NOW,
  prepare?: (ctx: TestContext, tokens: Record<Account, string>) => Promise<unknown>,
): RecordingSuite {
  return fileSuite('recording', async () => {
    const ctx = await createTestContext({ now });
    const tokens = await signInAll(ctx);
    await prepare?.(ctx, tokens);
    return { ctx, tokens };
  });
}
