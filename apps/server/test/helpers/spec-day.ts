import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { feedLegs } from './leg-edits.ts';
import { arrivalItem, departureItem, TODAY } from './legs.ts';
import type { TestContext } from './test-app.ts';

/**
 * The small Lima day the specification-conformance suite works on, fed as an integration would:
 * - AZC turns: LA3101 in from Cuzco (its stand moved from 12 to 14), LA3102 out 30 minutes late
 *   with passengers connecting from LA3105;
 * - AZG lands last from Santiago (LA3103) and stays the night;
 * - AZD leaves for Bogotá (LA3104) and AZE arrives from there (LA3105), so each has a side at
 *   one of the fourteen airports with milestones.
 */
export type SpecLeg = 'turnIn' | 'turnOut' | 'overnight' | 'toBogota' | 'fromBogota';

export async function feedSpecDay(ctx: TestContext): Promise<Record<SpecLeg, string>> {
  const [turnIn = '', turnOut = '', overnight = '', toBogota = '', fromBogota = ''] =
    await feedLegs(ctx, [
      arrivalItem({ flight_number: '3101', registration: 'AZC' }),
      departureItem({
        flight_number: '3102',
        registration: 'AZC',
        etd: `${TODAY}T11:40:00-05:00`,
        connections: [
          { flight_number: 'LA3105', datop_local: TODAY, depstn: 'BOG', pax: 12, bags: 9 },
        ],
      }),
      arrivalItem({
        flight_number: '3103',
        registration: 'AZG',
        depstn: 'SCL',
        std: `${TODAY}T15:00:00-03:00`,
        sta: `${TODAY}T18:30:00-05:00`,
        stand_arrival: { type: 'remote', number: '40', tape: '5' },
      }),
      departureItem({
        flight_number: '3104',
        registration: 'AZD',
        arrstn: 'BOG',
        std: `${TODAY}T13:00:00-05:00`,
        sta: `${TODAY}T16:10:00-05:00`,
      }),
      arrivalItem({
        flight_number: '3105',
        registration: 'AZE',
        depstn: 'BOG',
        std: `${TODAY}T06:00:00-05:00`,
        sta: `${TODAY}T09:10:00-05:00`,
      }),
    ]);
  // The stand change gives LA3101 a history of two entries to comment on.
  const moved = await ctx.feed([
    arrivalItem({ flight_number: '3101', stand_arrival: { number: '14' } }),
  ]);
  expect(moved.json().data.updated, moved.body).toBe(1);
  return { turnIn, turnOut, overnight, toBogota, fromBogota };
}

/** The XLSX media type every Excel download answers. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file name a download's content-disposition gives, as a browser client reads it. */
export function downloadedFileName(res: LightMyRequestResponse): string | undefined {
  const header = String(res.headers['content-disposition'] ?? '');
  return header.match(/filename="([^"]+)"/)?.[1];
}
