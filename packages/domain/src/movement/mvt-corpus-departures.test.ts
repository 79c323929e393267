import { describe, expect, it } from 'vitest';
import { parseMovementText } from './mvt-parse.ts';
import { dhm, flight, hm, message, telex } from './mvt-test-support.ts';
import type { MovementMessage } from './mvt-types.ts';

/** Departure-side messages as stations send them (AHM 780 layout), each with its reading. */
const CASES: Array<[name: string, text: string, expected: MovementMessage]> = [
  [
    'off blocks and airborne',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318`),
    message({ offBlock: hm(23, 10), airborne: hm(23, 18) }),
  ],
  [
    'off blocks only',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310`),
    message({ offBlock: hm(23, 10) }),
  ],
  [
    'departure with estimated arrival at destination',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318 EA0115 SCL`),
    message({
      offBlock: hm(23, 10),
      airborne: hm(23, 18),
      estimatedArrival: { at: hm(1, 15), station: 'SCL' },
    }),
  ],
  [
    'times with their day of month, across midnight',
    telex(`
      MVT
      LP2101/30.CCBGN.LIM
      AD302352/010004 EA010140 CUZ`),
    message({
      flight: flight({ airline: 'LP', number: '2101', day: 30, registration: 'CCBGN' }),
      offBlock: dhm(30, 23, 52),
      airborne: dhm(1, 0, 4),
      estimatedArrival: { at: dhm(1, 1, 40), station: 'CUZ' },
    }),
  ],
  [
    'departure with one numeric delay and its duration',
    telex(`
      MVT
      H22411/05.CCAWA.SCL
      AD1240/1251 EA1430 PMC
      DL93/0025`),
    message({
      flight: flight({
        airline: 'H2',
        number: '2411',
        day: 5,
        registration: 'CCAWA',
        station: 'SCL',
      }),
      offBlock: hm(12, 40),
      airborne: hm(12, 51),
      estimatedArrival: { at: hm(14, 30), station: 'PMC' },
      delays: [{ code: '93', minutes: 25 }],
    }),
  ],
  [
    'two numeric delays with durations',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318 EA0115 SCL
      DL72/93/0030/0015`),
    message({
      offBlock: hm(23, 10),
      airborne: hm(23, 18),
      estimatedArrival: { at: hm(1, 15), station: 'SCL' },
      delays: [
        { code: '72', minutes: 30 },
        { code: '93', minutes: 15 },
      ],
    }),
  ],
  [
    'the reasons past two on an EDL line laid out as DL',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310
      DL81/89/0040/0010
      EDL41/87/0020/0005`),
    message({
      offBlock: hm(23, 10),
      delays: [
        { code: '81', minutes: 40 },
        { code: '89', minutes: 10 },
        { code: '41', minutes: 20 },
        { code: '87', minutes: 5 },
      ],
    }),
  ],
  [
    'two delays without durations',
    telex(`
      MVT
      AV9362/14.N562AV.BOG
      AD1505/1519
      DL87/89`),
    message({
      flight: flight({
        airline: 'AV',
        number: '9362',
        day: 14,
        registration: 'N562AV',
        station: 'BOG',
      }),
      offBlock: hm(15, 5),
      airborne: hm(15, 19),
      delays: [
        { code: '87', minutes: null },
        { code: '89', minutes: null },
      ],
    }),
  ],
  [
    'one delay without duration',
    telex(`
      MVT
      JA0301/09.CCAWK.SCL
      AD0945/0957
      DL64`),
    message({
      flight: flight({
        airline: 'JA',
        number: '301',
        day: 9,
        registration: 'CCAWK',
        station: 'SCL',
      }),
      offBlock: hm(9, 45),
      airborne: hm(9, 57),
      delays: [{ code: '64', minutes: null }],
    }),
  ],
  [
    'alpha delay codes read as their numeric codes',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318
      DLWT/RA/0030/0015`),
    message({
      offBlock: hm(23, 10),
      airborne: hm(23, 18),
      delays: [
        { code: '72', minutes: 30 },
        { code: '93', minutes: 15 },
      ],
    }),
  ],
  [
    'an alpha code of the A group right after DL is not the long form',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318
      DLAT/0040`),
    message({
      offBlock: hm(23, 10),
      airborne: hm(23, 18),
      delays: [{ code: '81', minutes: 40 }],
    }),
  ],
  [
    'numeric code and alpha code mixed, sub-code letter attached',
    telex(`
      MVT
      4M1352/18.LVHQF.EZE
      AD1820/1834
      DL41A/RA/0050/0010`),
    message({
      flight: flight({
        airline: '4M',
        number: '1352',
        day: 18,
        registration: 'LVHQF',
        station: 'EZE',
      }),
      offBlock: hm(18, 20),
      airborne: hm(18, 34),
      delays: [
        { code: '41', subCode: 'A', minutes: 50 },
        { code: '93', minutes: 10 },
      ],
    }),
  ],
  [
    'sub-code sent apart after its code',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310
      DL41/D/0035`),
    message({ offBlock: hm(23, 10), delays: [{ code: '41', subCode: 'D', minutes: 35 }] }),
  ],
  [
    'airline-defined delay code',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318
      DL03/0012`),
    message({
      offBlock: hm(23, 10),
      airborne: hm(23, 18),
      delays: [{ code: '03', minutes: 12 }],
    }),
  ],
  [
    'DLA with three reasons',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2355/0007 EA0205 SCL
      DLA72/0030/93/0015/81/0005`),
    message({
      offBlock: hm(23, 55),
      airborne: hm(0, 7),
      estimatedArrival: { at: hm(2, 5), station: 'SCL' },
      delays: [
        { code: '72', minutes: 30 },
        { code: '93', minutes: 15 },
        { code: '81', minutes: 5 },
      ],
    }),
  ],
  [
    'DLA with five reasons, alpha and sub-coded',
    telex(`
      MVT
      AR1302/02.LVKDR.AEP
      AD1415/1430
      DLA93/0040/WT/0020/41B/0015/AG/0005/03/0003`),
    message({
      flight: flight({
        airline: 'AR',
        number: '1302',
        day: 2,
        registration: 'LVKDR',
        station: 'AEP',
      }),
      offBlock: hm(14, 15),
      airborne: hm(14, 30),
      delays: [
        { code: '93', minutes: 40 },
        { code: '72', minutes: 20 },
        { code: '41', subCode: 'B', minutes: 15 },
        { code: '86', minutes: 5 },
        { code: '03', minutes: 3 },
      ],
    }),
  ],
  [
    'DL and DLA in one message add up',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2340/2351
      DL93/0020
      DLA87/0010/89/0005`),
    message({
      offBlock: hm(23, 40),
      airborne: hm(23, 51),
      delays: [
        { code: '93', minutes: 20 },
        { code: '87', minutes: 10 },
        { code: '89', minutes: 5 },
      ],
    }),
  ],
  [
    'DLA giving the sub-codes of the DL reasons, durations left blank',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2340/2351
      DL93/81/0020/0005
      DLA93A/81B//`),
    message({
      offBlock: hm(23, 40),
      airborne: hm(23, 51),
      delays: [
        { code: '93', subCode: 'A', minutes: 20 },
        { code: '81', subCode: 'B', minutes: 5 },
      ],
    }),
  ],
  [
    'DLA on its own with sub-codes and no durations, SI kept',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      NI2330
      DLA93A/81B//
      SI ESPERA TRIPULACION
      DE SCL`),
    message({
      nextInformation: hm(23, 30),
      delays: [
        { code: '93', subCode: 'A', minutes: null },
        { code: '81', subCode: 'B', minutes: null },
      ],
      supplementary: ['ESPERA TRIPULACION', 'DE SCL'],
    }),
  ],
  [
    'total passengers on board',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318 EA0115 SCL
      PX156`),
    message({
      offBlock: hm(23, 10),
      airborne: hm(23, 18),
      estimatedArrival: { at: hm(1, 15), station: 'SCL' },
      passengers: { total: 156, adults: null, infants: null },
    }),
  ],
  [
    'adults and infants on board',
    telex(`
      MVT
      CM0471/11.HPMCA.PTY
      AD1602/1615 EA1840 LIM
      DL93/0012
      PX150/6`),
    message({
      flight: flight({
        airline: 'CM',
        number: '471',
        day: 11,
        registration: 'HPMCA',
        station: 'PTY',
      }),
      offBlock: hm(16, 2),
      airborne: hm(16, 15),
      estimatedArrival: { at: hm(18, 40), station: 'LIM' },
      delays: [{ code: '93', minutes: 12 }],
      passengers: { total: 156, adults: 150, infants: 6 },
    }),
  ],
  [
    'supplementary information over several lines',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318 EA0115 SCL
      DL93/0025
      PX174
      SI LATE ARRIVAL OF INBOUND LA2039
      CATERING COMPLETE AT 2255
      AD2310 IS ON BLOCKS REPORT`),
    message({
      offBlock: hm(23, 10),
      airborne: hm(23, 18),
      estimatedArrival: { at: hm(1, 15), station: 'SCL' },
      delays: [{ code: '93', minutes: 25 }],
      passengers: { total: 174, adults: null, infants: null },
      supplementary: [
        'LATE ARRIVAL OF INBOUND LA2039',
        'CATERING COMPLETE AT 2255',
        'AD2310 IS ON BLOCKS REPORT',
      ],
    }),
  ],
  [
    'delay message: new estimated departure and the reason',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      ED232345
      DL41/0045
      SI HYDRAULIC LEAK UNDER INSPECTION`),
    message({
      estimatedDeparture: dhm(23, 23, 45),
      delays: [{ code: '41', minutes: 45 }],
      supplementary: ['HYDRAULIC LEAK UNDER INSPECTION'],
    }),
  ],
  [
    'delay message with next information',
    telex(`
      MVT
      XL1405/07.HCCPL.UIO
      ED071530
      NI071500
      DL41`),
    message({
      flight: flight({
        airline: 'XL',
        number: '1405',
        day: 7,
        registration: 'HCCPL',
        station: 'UIO',
      }),
      estimatedDeparture: dhm(7, 15, 30),
      nextInformation: dhm(7, 15, 0),
      delays: [{ code: '41', minutes: null }],
    }),
  ],
  [
    'next information alone, time without day',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      NI2330
      SI AWAITING METEO AT DESTINATION`),
    message({
      nextInformation: hm(23, 30),
      supplementary: ['AWAITING METEO AT DESTINATION'],
    }),
  ],
  [
    'delayed take-off after off blocks',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310 EO2340
      DL81/0022`),
    message({
      offBlock: hm(23, 10),
      estimatedTakeOff: hm(23, 40),
      delays: [{ code: '81', minutes: 22 }],
    }),
  ],
  [
    'return to ramp with the reason after the time',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      RR2325 DISRUPTIVE PASSENGER OFFLOADED
      ED240010`),
    message({
      returnToRamp: hm(23, 25),
      estimatedDeparture: dhm(24, 0, 10),
      supplementary: ['DISRUPTIVE PASSENGER OFFLOADED'],
    }),
  ],
  [
    'return to ramp then a delay and SI',
    telex(`
      MVT
      JJ3040/16.PRTMA.GRU
      RR1904
      DL41/0030
      SI ENGINE 2 START VALVE`),
    message({
      flight: flight({
        airline: 'JJ',
        number: '3040',
        day: 16,
        registration: 'PRTMA',
        station: 'GRU',
      }),
      returnToRamp: hm(19, 4),
      delays: [{ code: '41', minutes: 30 }],
      supplementary: ['ENGINE 2 START VALVE'],
    }),
  ],
  [
    'forced return after take-off',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      FR2352 BIRD STRIKE ON CLIMB
      NI240100`),
    message({
      returnFromAirborne: hm(23, 52),
      nextInformation: dhm(24, 1, 0),
      supplementary: ['BIRD STRIKE ON CLIMB'],
    }),
  ],
  [
    'correction on its own line',
    telex(`
      COR
      MVT
      LA2040/23.CCAZN.LIM
      AD2312/2318 EA0115 SCL`),
    message({
      correction: true,
      offBlock: hm(23, 12),
      airborne: hm(23, 18),
      estimatedArrival: { at: hm(1, 15), station: 'SCL' },
    }),
  ],
  [
    'correction on the identifier line',
    telex(`
      MVT COR
      LA2040/23.CCAZN.LIM
      AD2310/2318
      DL72/0030`),
    message({
      correction: true,
      offBlock: hm(23, 10),
      airborne: hm(23, 18),
      delays: [{ code: '72', minutes: 30 }],
    }),
  ],
  [
    'aircraft-initiated departure',
    telex(`
      MVA
      LA2040/23.CCAZN.LIM
      AD2310/2318`),
    message({ kind: 'MVA', offBlock: hm(23, 10), airborne: hm(23, 18) }),
  ],
  [
    'operational suffix, leading zeros and no registration',
    telex(`
      MVT
      LA0040A/23..LIM
      AD0605/0614`),
    message({
      flight: flight({ number: '40', suffix: 'A', registration: null }),
      offBlock: hm(6, 5),
      airborne: hm(6, 14),
    }),
  ],
  [
    'registration left out with a single dot',
    telex(`
      MVT
      LA2040/23.LIM
      ED231900`),
    message({ flight: flight({ registration: null }), estimatedDeparture: dhm(23, 19, 0) }),
  ],
  [
    'registration with a hyphen, estimate with the station attached',
    telex(`
      MVT
      LA2040/23.CC-AZN.LIM
      AD2310/2318 EA0115SCL`),
    message({
      offBlock: hm(23, 10),
      airborne: hm(23, 18),
      estimatedArrival: { at: hm(1, 15), station: 'SCL' },
    }),
  ],
  [
    'elements the product has no use for and free text are kept as ignored',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318
      EDL93/RA/0025
      PLEASE ACKNOWLEDGE`),
    message({
      offBlock: hm(23, 10),
      airborne: hm(23, 18),
      ignored: ['EDL93/RA/0025', 'PLEASE ACKNOWLEDGE'],
    }),
  ],
];

describe('departure messages', () => {
  it.each(CASES)('%s', (_name, text, expected) => {
    expect(parseMovementText(text)).toEqual([{ ok: true, text, message: expected }]);
  });
});
