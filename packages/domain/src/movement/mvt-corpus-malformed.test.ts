import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import { parseMovementText } from './mvt-parse.ts';
import { hm, telex } from './mvt-test-support.ts';

/**
 * Messages a station must be told about, with the problem and the Spanish text it reads: the
 * message's refusal, or the element left unread when the rest of the message could be applied.
 */
const CASES: Array<
  [name: string, text: string, key: string, line: number | undefined, spanish: string]
> = [
  [
    'hour 24',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2460`),
    'invalidTime',
    3,
    'Hora inválida en la línea 3: 2460',
  ],
  [
    'minute 75 in the airborne time',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/1275`),
    'invalidTime',
    3,
    'Hora inválida en la línea 3: 1275',
  ],
  [
    'day 32 in the flight line',
    telex(`
      MVT
      LA2040/32.CCAZN.LIM
      AD2310`),
    'invalidDay',
    2,
    'Día inválido en la línea 2: 32',
  ],
  [
    'day 00 in an estimate',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      ED001530`),
    'invalidDay',
    3,
    'Día inválido en la línea 3: 001530',
  ],
  [
    'sending time of the envelope out of range',
    telex(`
      QU SCLKKLA
      .LIMKKLA 232475
      MVT
      LA2040/23.CCAZN.LIM
      AD2310`),
    'invalidTime',
    2,
    'Hora inválida en la línea 2: 232475',
  ],
  [
    'numeric delay code not in the catalogue',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318
      DL53/0020`),
    'unknownDelayCode',
    4,
    'Código de demora desconocido en la línea 4: 53',
  ],
  [
    'alpha delay code not in the catalogue',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318
      DL93/ZZ`),
    'unknownDelayCode',
    4,
    'Código de demora desconocido en la línea 4: ZZ',
  ],
  [
    'more delay durations than codes',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318
      DL72/0030/0015`),
    'delayDurations',
    4,
    'Las duraciones de demora no corresponden a los códigos en la línea 4: DL72/0030/0015',
  ],
  [
    'DLA duration without its code',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310
      DLA72/0030/0015`),
    'delayDurations',
    4,
    'Las duraciones de demora no corresponden a los códigos en la línea 4: DLA72/0030/0015',
  ],
  [
    'fewer delay durations than codes',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318
      DL72/93/0030`),
    'delayDurations',
    4,
    'Las duraciones de demora no corresponden a los códigos en la línea 4: DL72/93/0030',
  ],
  [
    'six reasons on a DLA line',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310
      DLA72/0030/93/0010/81/0010/89/0001/87/0002/88/0003`),
    'tooManyDelays',
    4,
    'Demasiados códigos de demora en la línea 4 (DL admite 2 y DLA 5): DLA72/0030/93/0010/81/0010/89/0001/87/0002/88/0003',
  ],
  [
    'a time set apart from its element',
    telex(`
      QU SCLKKLA
      .LIMKKLA 231019
      MVT
      LA2040/23.CCAZN.LIM
      AD 2310`),
    'badElement',
    5,
    'Elemento mal escrito en la línea 5: AD',
  ],
  [
    'three codes on a DL line',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310
      DL72/93/81`),
    'tooManyDelays',
    4,
    'Demasiados códigos de demora en la línea 4 (DL admite 2 y DLA 5): DL72/93/81',
  ],
  [
    'delay duration of 75 minutes past the hour',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310
      DL93/0075`),
    'invalidDuration',
    4,
    'Duración de demora inválida en la línea 4: 0075',
  ],
  [
    'flight line without the station',
    telex(`
      MVT
      LA2040/23.CCAZN
      AD2310`),
    'flightLine',
    2,
    'Línea del vuelo inválida en la línea 2: LA2040/23.CCAZN',
  ],
  [
    'flight line with a number of five digits',
    telex(`
      MVT
      LA20401/23.CCAZN.LIM
      AD2310`),
    'flightLine',
    2,
    'Línea del vuelo inválida en la línea 2: LA20401/23.CCAZN.LIM',
  ],
  [
    'no flight line at all',
    'MVT',
    'missingFlightLine',
    1,
    'Falta la línea del vuelo después de la línea 1 (por ejemplo LA2040/23.CCAZN.LIM)',
  ],
  [
    'no movement element',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      DL93/0020
      SI DELAY ONLY`),
    'noMovement',
    undefined,
    'El mensaje no informa ningún movimiento (AD, AA, ED, EO, EA, EB, NI, RR o FR)',
  ],
  [
    'text that is not a message',
    'Buenas tardes, adjunto el MVT del vuelo',
    'notAMessage',
    1,
    'El texto no es un mensaje de movimiento: se esperaba MVT o MVA',
  ],
  [
    'an element this reader does not know',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318
      TOW64500`),
    'unknownElement',
    4,
    'Elemento desconocido en la línea 4: TOW64500',
  ],
  [
    'a time of three digits',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD231/2318`),
    'badElement',
    3,
    'Elemento mal escrito en la línea 3: AD231/2318',
  ],
  [
    'the same element twice',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310
      AD2312/2318`),
    'repeatedElement',
    4,
    'Elemento repetido en la línea 4: AD2312/2318',
  ],
  [
    'departure and arrival in one message',
    telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318
      AA0105/0112`),
    'mixedMovement',
    4,
    'El mensaje mezcla salida y llegada en la línea 4: AA0105/0112',
  ],
];

/** The cases whose movement is still read, past the element reported. */
const READ_IN_PART = new Set([
  'minute 75 in the airborne time',
  'numeric delay code not in the catalogue',
  'alpha delay code not in the catalogue',
  'more delay durations than codes',
  'DLA duration without its code',
  'fewer delay durations than codes',
  'six reasons on a DLA line',
  'three codes on a DL line',
  'delay duration of 75 minutes past the hour',
  'an element this reader does not know',
]);

/** The refusal of a message, or the first element it could not read. */
function problemOf(text: string) {
  const parses = parseMovementText(text);
  expect(parses).toHaveLength(1);
  const [parse] = parses;
  if (!parse) throw new Error('no message read');
  expect(parse.text).toBe(text);
  const problem = parse.ok ? parse.message.unread[0] : parse.error;
  if (!problem) throw new Error(`expected a problem, got ${JSON.stringify(parse)}`);
  return { read: parse.ok, problem };
}

describe('malformed messages', () => {
  it.each(CASES)('%s', (name, text, key, line, spanish) => {
    const { read, problem } = problemOf(text);
    expect(read).toBe(READ_IN_PART.has(name));
    expect(problem.key).toBe(`movement.errors.${key}`);
    expect(problem.line).toBe(line);
    expect(translate(problem.key, problem.params)).toBe(spanish);
  });

  it('every problem has its English text too', () => {
    for (const [, text] of CASES) {
      const { problem } = problemOf(text);
      const english = translate(problem.key, problem.params, 'en');
      expect(english).not.toBe(translate(problem.key, problem.params));
      expect(english).not.toContain('movement.errors');
    }
  });

  it('applies the times of a message past an unreadable delay, and reports the element', () => {
    const text = telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318 EA0115 SCL
      DL93/00X5
      PX150/2`);
    const [parse] = parseMovementText(text);
    if (!parse?.ok) throw new Error(`expected a message, got ${JSON.stringify(parse)}`);
    expect(parse.message).toMatchObject({
      offBlock: hm(23, 10),
      airborne: hm(23, 18),
      estimatedArrival: { at: hm(1, 15), station: 'SCL' },
      passengers: { total: 152 },
      delays: [],
      unread: [
        { key: 'movement.errors.badElement', line: 4, params: { value: 'DL93/00X5', line: 4 } },
      ],
    });
  });
});
