import { describe, expect, it } from 'vitest';
import { parseMovementText } from './mvt-parse.ts';
import { dhm, flight, hm, message, telex } from './mvt-test-support.ts';
import type { MovementMessage } from './mvt-types.ts';

/** Arrival-side messages: the flight line names the arrival station. */
const CASES: Array<[name: string, text: string, expected: MovementMessage]> = [
  [
    'touchdown and on blocks',
    telex(`
      MVT
      LA2040/23.CCAZN.SCL
      AA0105/0112`),
    message({
      direction: 'arrival',
      flight: flight({ station: 'SCL' }),
      touchdown: hm(1, 5),
      onBlock: hm(1, 12),
    }),
  ],
  [
    'touchdown only',
    telex(`
      MVT
      LA2040/23.CCAZN.SCL
      AA0105`),
    message({ direction: 'arrival', flight: flight({ station: 'SCL' }), touchdown: hm(1, 5) }),
  ],
  [
    'on blocks only',
    telex(`
      MVT
      LA2040/23.CCAZN.SCL
      AA/0112`),
    message({ direction: 'arrival', flight: flight({ station: 'SCL' }), onBlock: hm(1, 12) }),
  ],
  [
    'arrival the day after the scheduled departure, days given',
    telex(`
      MVT
      LA2464/31.CCBAW.LIM
      AA010012/010019`),
    message({
      direction: 'arrival',
      flight: flight({ number: '2464', day: 31, registration: 'CCBAW' }),
      touchdown: dhm(1, 0, 12),
      onBlock: dhm(1, 0, 19),
    }),
  ],
  [
    'aircraft-initiated arrival',
    telex(`
      MVA
      AV0085/04.N793AV.MAD
      AA0645/0653`),
    message({
      kind: 'MVA',
      direction: 'arrival',
      flight: flight({
        airline: 'AV',
        number: '85',
        day: 4,
        registration: 'N793AV',
        station: 'MAD',
      }),
      touchdown: hm(6, 45),
      onBlock: hm(6, 53),
    }),
  ],
  [
    'arrival with passengers and remarks',
    telex(`
      MVT
      LA2147/12.CCBFO.AQP
      AA1532/1538
      PX168/2
      SI WCHR 3 AT DOOR
      BELT 2`),
    message({
      direction: 'arrival',
      flight: flight({ number: '2147', day: 12, registration: 'CCBFO', station: 'AQP' }),
      touchdown: hm(15, 32),
      onBlock: hm(15, 38),
      passengers: { total: 170, adults: 168, infants: 2 },
      supplementary: ['WCHR 3 AT DOOR', 'BELT 2'],
    }),
  ],
  [
    'estimated on blocks after landing',
    telex(`
      MVT
      LA2040/23.CCAZN.SCL
      AA0105 EB0125
      SI NO STAND AVAILABLE`),
    message({
      direction: 'arrival',
      flight: flight({ station: 'SCL' }),
      touchdown: hm(1, 5),
      estimatedOnBlock: hm(1, 25),
      supplementary: ['NO STAND AVAILABLE'],
    }),
  ],
  [
    'revised arrival estimate on its own',
    telex(`
      MVT
      LA2040/23.CCAZN.SCL
      EA240135 SCL`),
    message({
      direction: 'arrival',
      flight: flight({ station: 'SCL' }),
      estimatedArrival: { at: dhm(24, 1, 35), station: 'SCL' },
    }),
  ],
  [
    'revised arrival estimate without station, correction',
    telex(`
      COR
      MVT
      LA2040/23.CCAZN.SCL
      EA0140`),
    message({
      correction: true,
      direction: 'arrival',
      flight: flight({ station: 'SCL' }),
      estimatedArrival: { at: hm(1, 40), station: null },
    }),
  ],
];

describe('arrival messages', () => {
  it.each(CASES)('%s', (_name, text, expected) => {
    expect(parseMovementText(text)).toEqual([{ ok: true, text, message: expected }]);
  });
});
