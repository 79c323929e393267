import { feedBatchResponse } from '@board/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legs } from '../../src/db/schema.ts';
import { feedReport, limaKey as key, storedFlight } from '../helpers/feed-report.ts';
import { departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
});
afterAll(() => ctx.close());

/** Each item's problems as "path: key {params}", by index; an item applied has none. */
async function problems(items: unknown[]) {
  const { errors } = await feedReport(ctx, items);
  return items.map((_, index) =>
    (errors.find((e) => e.index === index)?.fields ?? []).map(
      (f) => `${f.path}: ${f.key}${f.params ? ` ${JSON.stringify(f.params)}` : ''}`,
    ),
  );
}

const stored = (flight: string) => storedFlight(ctx, flight);
const at = (time: string, day = TODAY) => `${day}T${time}:00-05:00`;

describe('feed checks', () => {
  it('refuse a date of operation that is not the local date of std at the departure station', async () => {
    // 04:00 UTC on the 11th: still the 10th in Lima (UTC-5), already the 11th in Santiago (UTC-3).
    const lateNight = { std: '2026-03-11T04:00:00Z', sta: '2026-03-11T06:00:00Z' };
    expect(
      await problems([
        departureItem({
          flight_number: '5001',
          std: at('00:30', '2026-03-11'),
          sta: at('02:00', '2026-03-11'),
        }),
        departureItem({ flight_number: '5002', ...lateNight }),
        departureItem({ flight_number: '5003', depstn: 'SCL', arrstn: 'LIM', ...lateNight }),
      ]),
    ).toEqual([
      ['datop_local: validation.datopNotStdDay {"day":"2026-03-11"}'],
      [],
      ['datop_local: validation.datopNotStdDay {"day":"2026-03-11"}'],
    ]);
    // Moving std to another local day is refused; an update without std meets the stored one.
    expect(await problems([{ ...key('5002'), std: at('00:10', '2026-03-11') }])).toEqual([
      ['datop_local: validation.datopNotStdDay {"day":"2026-03-11"}'],
    ]);
    await ctx.database.db
      .update(legs)
      .set({ std: new Date('2026-03-12T12:00:00Z'), sta: new Date('2026-03-12T14:00:00Z') })
      .where(eq(legs.flightNumber, '5002'));
    expect(await problems([{ ...key('5002'), load: 10 }])).toEqual([
      ['datop_local: validation.datopNotStdDay {"day":"2026-03-12"}'],
    ]);
  });

  it('refuse sta not after std, also against the stored one', async () => {
    expect(
      await problems([
        departureItem({ flight_number: '5011', std: at('11:10'), sta: at('11:10') }),
        departureItem({ flight_number: '5012', std: at('11:10'), sta: at('12:30') }),
      ]),
    ).toEqual([['sta: validation.staNotAfterStd'], []]);
    expect(await problems([{ ...key('5012'), sta: at('11:00') }])).toEqual([
      ['sta: validation.staNotAfterStd'],
    ]);
    expect(await problems([{ ...key('5012'), std: at('12:45') }])).toEqual([
      ['std: validation.staNotAfterStd'],
    ]);
    expect(await problems([{ ...key('5012'), std: at('11:30'), sta: at('12:50') }])).toEqual([[]]);
    expect((await stored('5012'))?.sta.toISOString()).toBe('2026-03-10T17:50:00.000Z');
  });

  it('refuse block times over 20 hours, also against the stored std', async () => {
    expect(
      await problems([
        departureItem({ flight_number: '5021', std: at('01:00'), sta: at('21:01') }),
        departureItem({ flight_number: '5022', std: at('01:00'), sta: at('21:00') }),
      ]),
    ).toEqual([['sta: validation.blockTooLong {"hours":20}'], []]);
    expect(await problems([{ ...key('5022'), sta: at('21:30') }])).toEqual([
      ['sta: validation.blockTooLong {"hours":20}'],
    ]);
    expect(await problems([{ ...key('5022'), std: at('00:59') }])).toEqual([
      ['std: validation.blockTooLong {"hours":20}'],
    ]);
  });

  it('refuse unknown stations, naming the code', async () => {
    const res = await ctx.feed([
      departureItem({ flight_number: '5031', depstn: 'ZZZ', arrstn: 'XXX' }),
    ]);
    const [error] = feedBatchResponse.parse(res.json()).data.errors;
    expect(error?.fields).toEqual([
      {
        path: 'depstn',
        key: 'validation.unknownAirport',
        params: { code: 'ZZZ' },
        message: 'El aeropuerto ZZZ no existe en la base de aeropuertos',
      },
      {
        path: 'arrstn',
        key: 'validation.unknownAirport',
        params: { code: 'XXX' },
        message: 'El aeropuerto XXX no existe en la base de aeropuertos',
      },
    ]);
  });

  it('apply the first item of a key and refuse every later one in the batch as a duplicate', async () => {
    const duplicate = 'validation.duplicateInBatch {"index":0}';
    expect(
      await problems([
        departureItem({ flight_number: '5041', material: '320' }),
        departureItem({ flight_number: '5042' }),
        { ...departureItem({ flight_number: ' 5041 ', material: '321' }), airline: 'la' },
        departureItem({ flight_number: '5041', registration: 'CC-AZN-LONG' }),
      ]),
    ).toEqual([
      [],
      [],
      [`: ${duplicate}`],
      ['registration: validation.registration', `: ${duplicate}`],
    ]);
    expect((await stored('5041'))?.material).toBe('320');
    // A later item is refused even when the first one was: which of the two was meant is unknown.
    expect(
      await problems([
        departureItem({ flight_number: '5043', sta: at('10:00') }),
        departureItem({ flight_number: '5043' }),
      ]),
    ).toEqual([['sta: validation.staNotAfterStd'], [`: ${duplicate}`]]);
    expect(await stored('5043')).toBeUndefined();
  });

  it('refuse text no record may hold, by field, with the other problems of the item', async () => {
    expect(
      await problems([
        departureItem({
          flight_number: '5051',
          material: 'A\u0000',
          registration: 'CC-AZN-LONG',
          stand_departure: { type: 'bridge', number: '\ud800', hall: '\u0007' },
          crew: [{ position: 'CPT', name: 'Rosa', crew_number: '1\udc00' }],
          arrstn: 'XXX',
        }),
      ]),
    ).toEqual([
      [
        'material: validation.invalidCharacters',
        'stand_departure.number: validation.invalidCharacters',
        'stand_departure.hall: validation.invalidCharacters',
        'crew.0.crew_number: validation.invalidCharacters',
        'registration: validation.registration',
        'arrstn: validation.unknownAirport {"code":"XXX"}',
      ],
    ]);
    expect(await stored('5051')).toBeUndefined();
  });

  it('take legs timed by the clocks of Santarém and the Galápagos', async () => {
    // 00:30 in Santarém (UTC-3 all year) is already the 11th; 23:30 in the Galápagos (UTC-6)
    // is still the 10th. A clock an hour off puts either std on another day than datop_local.
    const santarem = departureItem({
      flight_number: '5061',
      datop_local: '2026-03-11',
      depstn: 'STM',
      arrstn: 'LIM',
      std: '2026-03-11T00:30:00-03:00',
      sta: '2026-03-11T04:40:00-05:00',
    });
    const galapagos = departureItem({
      flight_number: '5062',
      depstn: 'IBB',
      arrstn: 'LIM',
      std: `${TODAY}T23:30:00-06:00`,
      sta: '2026-03-11T03:10:00-05:00',
    });
    expect(await problems([santarem, galapagos])).toEqual([[], []]);
    expect((await stored('5061'))?.std.toISOString()).toBe('2026-03-11T03:30:00.000Z');
    expect((await stored('5062'))?.std.toISOString()).toBe('2026-03-11T05:30:00.000Z');
  });
});
