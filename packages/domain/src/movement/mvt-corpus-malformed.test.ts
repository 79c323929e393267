import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import { parseMovementText } from './mvt-parse.ts';
import { telex } from './mvt-test-support.ts';

/** Messages a station must be told about, with the error and the Spanish text it reads. */
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

describe('malformed messages', () => {
  it.each(CASES)('%s', (_name, text, key, line, spanish) => {
    const parses = parseMovementText(text);
    expect(parses).toHaveLength(1);
    const [parse] = parses;
    if (parse?.ok !== false) throw new Error(`expected an error, got ${JSON.stringify(parse)}`);
    expect(parse.text).toBe(text);
    expect(parse.error.key).toBe(`movement.errors.${key}`);
    expect(parse.error.line).toBe(line);
    expect(translate(parse.error.key, parse.error.params)).toBe(spanish);
  });

  it('every error has its English text too', () => {
    for (const [, text] of CASES) {
      const [parse] = parseMovementText(text);
      if (parse?.ok !== false) throw new Error('expected an error');
      const english = translate(parse.error.key, parse.error.params, 'en');
      expect(english).not.toBe(translate(parse.error.key, parse.error.params));
      expect(english).not.toContain('movement.errors');
    }
  });
});
