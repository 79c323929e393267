import fc from 'fast-check';
import type { MovementClock, MovementMessage } from './mvt-types.ts';

/** The movement lines of generated messages (see mvt-arbitraries.ts) and the parts they read as. */

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const LETTER = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
export const STATION = fc.stringMatching(/^[A-Z]{3}$/);
const WORD = fc.constantFrom(
  'LATE',
  'INBOUND',
  'CREW',
  'FUEL',
  'WCHR',
  'GATE',
  'CHANGE',
  'OK',
  '2',
);
export const FREE_TEXT = fc.array(WORD, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));

const clock = fc.record({
  day: fc.option(fc.integer({ min: 1, max: 31 }), { nil: null }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
});
const clockText = (c: MovementClock) =>
  `${c.day === null ? '' : pad(c.day)}${pad(c.hour)}${pad(c.minute)}`;
export const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

/** What one movement shape fills in, with the lines that send it. */
type Parts = Partial<MovementMessage> & { lines: string[] };

const departure = fc
  .record({
    offBlock: clock,
    airborne: maybe(clock),
    takeOff: maybe(clock),
    arrival: maybe(fc.record({ at: clock, station: maybe(STATION) })),
  })
  .map(({ offBlock, airborne, takeOff, arrival }): Parts => {
    const estimatedTakeOff = airborne === null ? takeOff : null;
    const ea = arrival
      ? ` EA${clockText(arrival.at)}${arrival.station ? ` ${arrival.station}` : ''}`
      : '';
    const eo = estimatedTakeOff ? ` EO${clockText(estimatedTakeOff)}` : '';
    const ad = `AD${clockText(offBlock)}${airborne ? `/${clockText(airborne)}` : ''}`;
    return {
      direction: 'departure',
      lines: [`${ad}${eo}${ea}`],
      offBlock,
      airborne,
      estimatedTakeOff,
      estimatedArrival: arrival,
    };
  });

const delayed = fc.record({ departure: clock, next: maybe(clock) }).map(
  ({ departure, next }): Parts => ({
    direction: 'departure',
    lines: [`ED${clockText(departure)}`, ...(next ? [`NI${clockText(next)}`] : [])],
    estimatedDeparture: departure,
    nextInformation: next,
  }),
);

const returned = fc
  .record({
    element: fc.constantFrom('RR', 'FR'),
    at: clock,
    remark: maybe(FREE_TEXT),
    next: maybe(clock),
  })
  .map(
    ({ element, at, remark, next }): Parts => ({
      direction: 'departure',
      lines: [
        `${element}${clockText(at)}${remark ? ` ${remark}` : ''}`,
        ...(next ? [`NI${clockText(next)}`] : []),
      ],
      [element === 'RR' ? 'returnToRamp' : 'returnFromAirborne']: at,
      nextInformation: next,
      supplementary: remark ? [remark] : [],
    }),
  );

const arrival = fc
  .record({
    touchdown: maybe(clock),
    onBlock: clock,
    onBlockSent: fc.boolean(),
    estimatedOnBlock: maybe(clock),
  })
  .map(({ touchdown, onBlock, onBlockSent, estimatedOnBlock }): Parts => {
    const landed =
      touchdown === null
        ? { touchdown: null, onBlock }
        : { touchdown, onBlock: onBlockSent ? onBlock : null };
    const aa = `AA${landed.touchdown ? clockText(landed.touchdown) : ''}${landed.onBlock ? `/${clockText(landed.onBlock)}` : ''}`;
    const eb = landed.onBlock === null && estimatedOnBlock ? estimatedOnBlock : null;
    return {
      direction: 'arrival',
      lines: [`${aa}${eb ? ` EB${clockText(eb)}` : ''}`],
      ...landed,
      estimatedOnBlock: eb,
    };
  });

const revisedEstimate = fc.record({ at: clock, station: maybe(STATION) }).map(
  ({ at, station }): Parts => ({
    direction: 'arrival',
    lines: [`EA${clockText(at)}${station ? ` ${station}` : ''}`],
    estimatedArrival: { at, station },
  }),
);

/** One of the shapes a message takes: departure, delay, return, arrival, revised estimate. */
export const movementPart = fc.oneof(departure, delayed, returned, arrival, revisedEstimate);
