import { addDays } from '@board/domain';
import { expect } from 'vitest';
import { type Account, feedLegs, tow } from './leg-edits.ts';
import { arrivalItem, departureItem, TODAY } from './legs.ts';
import type { TestContext } from './test-app.ts';

export const TOMORROW = addDays(TODAY, 1);
export const LIMA = 'America/Lima';

/**
 * A Lima day with something in every download, and one Santiago arrival:
 * - AZC turns (LA2101 in with a tow, LA2102 out late with a tow, a coded delay and a push back);
 * - DBF arrives (LA2201) and stays the night, its overnight recorded;
 * - AZE's departure LA2302 is cancelled;
 * - AZD leaves late without a code (LA2402), comes back (LA2501), stays, leaves tomorrow (LA2602);
 * - XQZ, an aircraft nobody tracks, arrives (LA2701) and stays.
 */
export async function feedExportDay(ctx: TestContext, tokens: Record<Account, string>) {
  const [azcIn = '', azcOut = '', dbfIn = ''] = await feedLegs(ctx, [
    arrivalItem({ flight_number: '2101', registration: 'AZC' }),
    departureItem({
      flight_number: '2102',
      registration: 'AZC',
      etd: `${TODAY}T11:40:00-05:00`,
      atd: `${TODAY}T11:45:00-05:00`,
    }),
    arrivalItem({ flight_number: '2201', registration: 'DBF', sta: `${TODAY}T13:00:00-05:00` }),
    departureItem({ flight_number: '2302', registration: 'AZE', status: 'CANCELED' }),
    departureItem({
      flight_number: '2402',
      registration: 'AZD',
      std: `${TODAY}T16:00:00-05:00`,
      sta: `${TODAY}T17:20:00-05:00`,
      etd: `${TODAY}T16:40:00-05:00`,
    }),
    arrivalItem({ flight_number: '2501', registration: 'AZD', sta: `${TODAY}T20:00:00-05:00` }),
    departureItem({
      flight_number: '2602',
      registration: 'AZD',
      datop_local: TOMORROW,
      std: `${TOMORROW}T07:00:00-05:00`,
      sta: `${TOMORROW}T08:20:00-05:00`,
    }),
    arrivalItem({ flight_number: '2701', registration: 'XQZ', sta: `${TODAY}T21:00:00-05:00` }),
    arrivalItem({
      flight_number: '3101',
      depstn: 'PMC',
      arrstn: 'SCL',
      registration: 'DBJ',
      std: `${TODAY}T08:00:00-03:00`,
      sta: `${TODAY}T09:45:00-03:00`,
    }),
  ]);
  const overnight = {
    type: { code: 2 },
    ubication: 'L5',
    comment: 'Limpieza profunda',
    cut: true,
    cut_duration: { start: '23:30', end: '00:15', authorizer: 'M. Soto' },
  };
  const bridgeTow = tow({
    trailer: { code: 1, description_pea: { tape_hall: 'A6', number: '14' }, overnight_stay: '' },
    duration: { start: '23:50', end: '00:10' },
    additional_service: true,
    description: 'Cambio de puente',
  });
  const edits = [
    ['/v1/leg/modified', { _id: azcIn, version: 1, trailers_arrival: [tow()] }],
    ['/v1/leg/modified', { _id: azcOut, version: 1, trailers_departure: [bridgeTow] }],
    [
      '/v1/leg/store-delays',
      {
        _id: azcOut,
        version: 2,
        depstn: 'LIM',
        delays: [
          { delay: { code: '93' }, minutes: 20, description: 'Llegó tarde de CUZ' },
          { delay: { code: '15' }, minutes: 10, description: 'Embarque lento' },
        ],
        delays_min_total: 30,
      },
    ],
    ['/v1/leg/modified', { _id: dbfIn, version: 1, overnight }],
  ] as const;
  for (const [url, body] of edits) {
    const res = await ctx.post(url, body, { token: tokens.lim });
    expect(res.statusCode, res.body).toBe(200);
  }
}
