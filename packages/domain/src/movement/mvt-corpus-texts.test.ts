import { describe, expect, it } from 'vitest';
import { parseMovementText } from './mvt-parse.ts';
import { flight, hm, message, telex } from './mvt-test-support.ts';

/** Whole texts as received: Type B envelopes, several messages, line ends, markers. */
describe('texts holding messages', () => {
  it('reads the sending time of the envelope and keeps the envelope in the text', () => {
    const text = telex(`
      QU LIMKKLA SCLKKLA
      .SCLKKLA 231015
      MVT
      LA2040/23.CCAZN.SCL
      AA0105/0112`);
    expect(parseMovementText(text)).toEqual([
      {
        ok: true,
        text,
        message: message({
          sentAt: { day: 23, hour: 10, minute: 15 },
          direction: 'arrival',
          flight: flight({ station: 'SCL' }),
          touchdown: hm(1, 5),
          onBlock: hm(1, 12),
        }),
      },
    ]);
  });

  it('reads addresses over several lines and an origin line carrying more text', () => {
    const text = telex(`
      QK LIMKKLA SCLKKLA BOGKKLA
      LIMOWLA SCLOWLA
      .LIMKKLA 232319 LA/0481
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318`);
    const [parse] = parseMovementText(text);
    expect(parse).toEqual({
      ok: true,
      text,
      message: message({
        sentAt: { day: 23, hour: 23, minute: 19 },
        offBlock: hm(23, 10),
        airborne: hm(23, 18),
      }),
    });
  });

  it('takes an origin line without a time as no sending time', () => {
    const [parse] = parseMovementText('QU SCLKKLA\n.LIMKKLA\nMVT\nLA2040/23.CCAZN.LIM\nAD2310');
    expect(parse?.ok && parse.message.sentAt).toBeNull();
  });

  it('splits messages on blank lines and keeps each one its own text', () => {
    const text = telex(`
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318

      MVT
      LA2041/24.CCAZN.SCL
      AA0105/0112
      `);
    const parses = parseMovementText(text);
    expect(parses.map((p) => p.text)).toEqual([
      'MVT\nLA2040/23.CCAZN.LIM\nAD2310/2318',
      'MVT\nLA2041/24.CCAZN.SCL\nAA0105/0112',
    ]);
    expect(parses.map((p) => p.ok && p.message.flight.number)).toEqual(['2040', '2041']);
  });

  it('splits messages that follow each other without blank lines, envelopes included', () => {
    const text = telex(`
      QU SCLKKLA
      .LIMKKLA 231019
      MVT
      LA2040/23.CCAZN.LIM
      AD2310/2318
      QU LIMKKLA
      .SCLKKLA 240113
      MVT
      LA2040/23.CCAZN.SCL
      AA0105/0112
      COR
      MVT
      LA2040/23.CCAZN.SCL
      AA0106/0112
      MVA
      LA2042/24.CCAZN.LIM
      AD0200`);
    const parses = parseMovementText(text);
    expect(
      parses.map((p) => [
        p.text.split('\n').length,
        p.ok && p.message.sentAt?.hour,
        p.ok && p.message.correction,
      ]),
    ).toEqual([
      [5, 10, false],
      [5, 1, false],
      [4, undefined, true],
      [3, undefined, false],
    ]);
    expect(parses.every((p) => p.ok)).toBe(true);
  });

  it('keeps an envelope set apart from its message by a blank line', () => {
    const text = 'QU SCLKKLA\n.LIMKKLA 231019\n\nMVT\nLA2040/23.CCAZN.LIM\nAD2310';
    expect(parseMovementText(text)).toEqual([
      {
        ok: true,
        text,
        message: message({ sentAt: { day: 23, hour: 10, minute: 19 }, offBlock: hm(23, 10) }),
      },
    ]);
  });

  it('reads CRLF line ends, trailing spaces and surrounding blank lines', () => {
    const text =
      '\r\n\r\nMVT  \r\nLA2040/23.CCAZN.LIM \r\nAD2310/2318\t\r\nSI TWO  SPACES KEPT \r\n\r\n';
    expect(parseMovementText(text)).toEqual([
      {
        ok: true,
        text: 'MVT  \r\nLA2040/23.CCAZN.LIM \r\nAD2310/2318\t\r\nSI TWO  SPACES KEPT ',
        message: message({
          offBlock: hm(23, 10),
          airborne: hm(23, 18),
          supplementary: ['TWO  SPACES KEPT'],
        }),
      },
    ]);
  });

  it('passes over telex start and end markers', () => {
    const text =
      'ZCZC 0042 231019\nMVT\nLA2040/23.CCAZN.LIM\nAD2310\nNNNN\n=END\nMVT\nLA2040/23.CCAZN.LIM\nAD2311';
    const parses = parseMovementText(text);
    expect(parses.map((p) => p.ok && p.message.offBlock)).toEqual([hm(23, 10), hm(23, 11)]);
    expect(parses.map((p) => p.text)).toEqual([
      'MVT\nLA2040/23.CCAZN.LIM\nAD2310',
      'MVT\nLA2040/23.CCAZN.LIM\nAD2311',
    ]);
  });

  it('reads lower case as typed by hand, keeping the case of free text', () => {
    const [parse] = parseMovementText(
      'mvt\nla2040/23.ccazn.lim\nad2310/2318 ea0115 scl\ndlwt/0030\nsi Demora por clima',
    );
    expect(parse).toMatchObject({
      ok: true,
      message: {
        flight: flight(),
        offBlock: hm(23, 10),
        estimatedArrival: { at: hm(1, 15), station: 'SCL' },
        delays: [{ code: '72', minutes: 30 }],
        supplementary: ['Demora por clima'],
      },
    });
  });

  it('gives nothing for a text without content', () => {
    expect(parseMovementText('')).toEqual([]);
    expect(parseMovementText(' \r\n\n\t\nNNNN\n')).toEqual([]);
  });

  it('reports a bad message and still reads the good ones around it', () => {
    const text =
      'MVT\nLA2040/23.CCAZN.LIM\nAD2310\n\nMVT\nLA2041/23.CCAZN.LIM\nAD2460\n\nMVT\nLA2042/23.CCAZN.LIM\nAD2330';
    expect(parseMovementText(text).map((p) => p.ok)).toEqual([true, false, true]);
  });
});
