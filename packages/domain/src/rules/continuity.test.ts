import { describe, expect, it } from 'vitest';
import { type ContinuityLeg, checkContinuity } from './continuity.ts';

let next = 0;
/** A leg of `registration` from `from` to `to`, scheduled between two UTC instants. */
const leg = (
  flight: string,
  registration: string | null,
  route: string,
  std: string,
  sta: string,
  extra: Partial<ContinuityLeg> = {},
): ContinuityLeg => {
  const [depstn = '', arrstn = ''] = route.split('-');
  return {
    _id: `leg-${++next}`,
    flight_number: flight,
    depstn,
    arrstn,
    registration,
    material: '320',
    std: `2026-11-22T${std}:00Z`,
    sta: `2026-11-22T${sta}:00Z`,
    etd: null,
    eta: null,
    atd: null,
    control_taxi_on_blocks: null,
    leg_status_timeline: null,
    delays: [],
    ...extra,
  };
};
const time = (clock: string) => `2026-11-22T${clock}:00Z`;

/** Per flight, the kinds found: the readable form of the checker's answer. */
function kinds(legs: ContinuityLeg[]) {
  const found = checkContinuity(legs);
  return Object.fromEntries(
    legs
      .filter((l) => found.has(l._id))
      .map((l) => [l.flight_number, found.get(l._id)?.map((v) => v.kind)]),
  );
}

/** A clean day of AZC: three turns at Cusco and Lima, each above the A320's 45 minutes. */
const cleanDay = () => [
  leg('LA2001', 'AZC', 'LIM-CUZ', '10:00', '11:20'),
  leg('LA2002', 'AZC', 'CUZ-LIM', '12:10', '13:30'),
  leg('LA2003', 'AZC', 'LIM-AQP', '14:30', '16:00', { etd: time('14:35') }),
  leg('LA2004', 'AZC', 'AQP-LIM', '16:50', '18:20'),
];

describe('aircraft continuity: clean rotations', () => {
  it('finds nothing on a day of well-formed turns, given in any order', () => {
    const day = cleanDay();
    expect(checkContinuity(day).size).toBe(0);
    expect(checkContinuity([...day].reverse()).size).toBe(0);
  });

  it('finds nothing on a night stop across local midnight at Lima (UTC-5)', () => {
    // Lands 23:40 on the 22nd local time, leaves 06:10 on the 23rd local time.
    const legs = [
      leg('LA2009', 'AZC', 'CUZ-LIM', '03:20', '04:40'),
      leg('LA2010', 'AZC', 'LIM-TRU', '11:10', '12:20'),
    ];
    expect(checkContinuity(legs).size).toBe(0);
  });

  it('finds nothing on a swap: the spare takes over from the hub, the aircraft it replaces stays', () => {
    const legs = [
      leg('LA2001', 'AZC', 'LIM-CUZ', '10:00', '11:20'),
      leg('LA2002', 'AZC', 'CUZ-LIM', '12:10', '13:30'),
      // DBF had finished its own day at Lima at 09:00 and takes AZC's next rotation.
      leg('LA2101', 'DBF', 'AQP-LIM', '07:30', '09:00'),
      leg('LA2003', 'DBF/AZC', 'LIM-AQP', '14:30', '16:00'),
      leg('LA2004', 'DBF/AZC', 'AQP-LIM', '16:50', '18:20'),
    ];
    expect(checkContinuity(legs).size).toBe(0);
  });

  it('leaves out cancelled legs and legs without registration', () => {
    const legs = [
      leg('LA2001', 'AZC', 'LIM-CUZ', '10:00', '11:20', { leg_status_timeline: 'CANCELED' }),
      leg('LA2002', 'AZC', 'CUZ-LIM', '12:10', '13:30', { leg_status_timeline: 'CANCELED' }),
      leg('LA2003', 'AZC', 'LIM-AQP', '14:30', '16:00'),
      leg('LA2005', null, 'AQP-LIM', '14:40', '16:00'),
      leg('LA2006', null, 'LIM-CUZ', '14:50', '16:00'),
    ];
    expect(checkContinuity(legs).size).toBe(0);
  });
});

describe('aircraft continuity: planted violations', () => {
  it('finds an aircraft on two legs at once, on both legs, naming the other', () => {
    const legs = [
      ...cleanDay(),
      // The spare sent on a Santiago leg while flying its Lima turns.
      leg('LA3083', 'AZC/DBF', 'CPO-SCL', '12:30', '14:00'),
    ];
    const found = checkContinuity(legs);
    const spare = legs[4]?._id ?? '';
    expect(found.get(spare)?.map((v) => [v.kind, v.params.other])).toEqual([
      ['station', 'LA2002'],
      ['overlap', 'LA2002'],
    ]);
    expect(found.get(legs[1]?._id ?? '')?.map((v) => [v.kind, v.params.other])).toEqual([
      ['overlap', 'LA3083'],
    ]);
  });

  it('finds an overlap with an earlier leg still flying, even past a leg in between', () => {
    const legs = [
      leg('LA2001', 'AZC', 'LIM-MIA', '10:00', '16:00'),
      leg('LA2002', 'AZC', 'MIA-LIM', '11:00', '11:30'),
      leg('LA2003', 'AZC', 'LIM-CUZ', '12:30', '13:50'),
    ];
    expect(kinds(legs)).toEqual({
      LA2001: ['overlap', 'overlap'],
      LA2002: ['overlap'],
      LA2003: ['overlap'],
    });
  });

  it('uses estimates over the schedule: a late arrival that runs into the next leg overlaps', () => {
    const legs = [
      leg('LA2001', 'AZC', 'LIM-CUZ', '10:00', '11:20', { eta: time('12:20') }),
      leg('LA2002', 'AZC', 'CUZ-LIM', '12:10', '13:30', { etd: time('12:15') }),
    ];
    expect(kinds(legs)).toEqual({ LA2001: ['overlap'], LA2002: ['overlap'] });
  });

  it('finds a departure from a station other than where the aircraft last arrived', () => {
    const legs = [
      leg('LA2001', 'AZC', 'LIM-CUZ', '10:00', '11:20'),
      leg('LA2002', 'AZC', 'AQP-LIM', '12:30', '14:00'),
    ];
    const [violation] = checkContinuity(legs).get(legs[1]?._id ?? '') ?? [];
    expect(violation).toEqual({
      kind: 'station',
      params: { registration: 'CC-AZC', other: 'LA2001', station: 'AQP', arrived: 'CUZ' },
      message: 'CC-AZC sale de AQP, pero su vuelo anterior LA2001 llegó a CUZ',
    });
  });

  it('finds a push back before the inbound was on blocks, and only that', () => {
    const legs = [
      leg('LA2001', 'AZC', 'LIM-CUZ', '10:00', '11:20', {
        control_taxi_on_blocks: time('11:30'),
      }),
      leg('LA2002', 'AZC', 'CUZ-LIM', '12:10', '13:30', { atd: time('11:22') }),
    ];
    const found = checkContinuity(legs);
    expect(found.get(legs[1]?._id ?? '')).toEqual([
      {
        kind: 'pushback',
        params: { registration: 'CC-AZC', other: 'LA2001', minutes: 8 },
        message: 'Push back 8 min antes del calzo de LA2001',
      },
    ]);
    expect(found.has(legs[0]?._id ?? '')).toBe(false);
  });

  it("finds a turn below the type's minimum ground time, with no delay to explain it", () => {
    const a320 = [
      leg('LA2001', 'AZC', 'LIM-CUZ', '10:00', '11:20'),
      leg('LA2002', 'AZC', 'CUZ-LIM', '12:00', '13:20'),
    ];
    expect(checkContinuity(a320).get(a320[1]?._id ?? '')?.[0]?.params).toEqual({
      registration: 'CC-AZC',
      other: 'LA2001',
      minutes: 40,
      minimum: 45,
    });
    // 48 minutes suit an A320 and are short for an A321 (50).
    const a321 = (material: string) => [
      leg('LA2001', 'DCA', 'LIM-CUZ', '10:00', '11:20', { material }),
      leg('LA2002', 'DCA', 'CUZ-LIM', '12:08', '13:28', { material }),
    ];
    expect(kinds(a321('321'))).toEqual({ LA2002: ['groundTime'] });
    expect(kinds(a321('320'))).toEqual({});
  });

  it('accepts a short turn the outbound carries a delay for, or whose ETD makes up the gap', () => {
    const delayed = [
      leg('LA2001', 'AZC', 'LIM-CUZ', '10:00', '11:20', { control_taxi_on_blocks: time('11:20') }),
      leg('LA2002', 'AZC', 'CUZ-LIM', '12:00', '13:20', {
        atd: time('12:00'),
        delays: [{ code: '87' }],
      }),
    ];
    expect(checkContinuity(delayed).size).toBe(0);
    const moved = [
      leg('LA2001', 'AZC', 'LIM-CUZ', '10:00', '11:20'),
      leg('LA2002', 'AZC', 'CUZ-LIM', '12:00', '13:20', { etd: time('12:05') }),
    ];
    expect(checkContinuity(moved).size).toBe(0);
  });

  it('finds a short turn across local midnight (23:50 to 00:20 at Lima)', () => {
    const legs = [
      leg('LA2009', 'AZC', 'CUZ-LIM', '03:30', '04:50'),
      leg('LA2010', 'AZC', 'LIM-TRU', '05:20', '06:30'),
    ];
    expect(kinds(legs)).toEqual({ LA2010: ['groundTime'] });
  });

  it("finds a late inbound that did not push the outbound's ETD, past the tolerance", () => {
    const turn = (outbound: Partial<ContinuityLeg>) => [
      leg('LA2001', 'AZC', 'LIM-CUZ', '10:00', '11:20', { eta: time('12:00') }),
      leg('LA2002', 'AZC', 'CUZ-LIM', '12:20', '13:40', outbound),
    ];
    const notMoved = turn({});
    expect(checkContinuity(notMoved).get(notMoved[1]?._id ?? '')).toEqual([
      {
        kind: 'lateInbound',
        params: { registration: 'CC-AZC', other: 'LA2001', minutes: 25, minimum: 45 },
        message:
          'LA2001 llega tarde y el ETD no se movió: faltan 25 min para el tiempo mínimo en tierra de 45 min',
      },
    ]);
    // A delay code says why, but the board still plans with the old estimate.
    expect(kinds(turn({ delays: [{ code: '93' }] }))).toEqual({ LA2002: ['lateInbound'] });
    expect(kinds(turn({ etd: time('12:30') }))).toEqual({ LA2002: ['lateInbound'] });
    expect(kinds(turn({ etd: time('12:40') }))).toEqual({});
    expect(kinds(turn({ etd: time('12:45') }))).toEqual({});
  });

  it('reads a late inbound by its on-blocks once known, and the turn by the push back after', () => {
    const legs = (outbound: Partial<ContinuityLeg>) => [
      leg('LA2001', 'AZC', 'LIM-CUZ', '10:00', '11:20', {
        eta: time('11:25'),
        control_taxi_on_blocks: time('11:50'),
      }),
      leg('LA2002', 'AZC', 'CUZ-LIM', '12:10', '13:30', outbound),
    ];
    expect(kinds(legs({}))).toEqual({ LA2002: ['lateInbound'] });
    expect(kinds(legs({ atd: time('12:15') }))).toEqual({ LA2002: ['groundTime'] });
    expect(kinds(legs({ atd: time('12:15'), delays: [{ code: '93' }] }))).toEqual({});
    expect(kinds(legs({ atd: time('12:40') }))).toEqual({});
  });
});
