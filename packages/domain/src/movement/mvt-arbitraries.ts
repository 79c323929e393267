import fc from 'fast-check';
import { AIRLINE_DELAY_CODES, DELAY_CODES } from '../catalogues/delay-codes.ts';
import { FREE_TEXT, LETTER, maybe, movementPart, pad, STATION } from './mvt-arbitrary-movements.ts';
import { message } from './mvt-test-support.ts';
import type {
  MovementDelay,
  MovementMessage,
  MovementPassengers,
  MovementSentAt,
} from './mvt-types.ts';

/**
 * Generated movement messages for the property tests: random valid parts, the text a station
 * would send for them (written here independently of the reader), and the reading expected.
 */

const DIGIT = fc.constantFrom(...'0123456789');

export interface Generated {
  text: string;
  expected: MovementMessage;
}

const airline = fc
  .oneof(fc.tuple(LETTER, LETTER), fc.tuple(LETTER, DIGIT), fc.tuple(DIGIT, LETTER))
  .map(([a, b]) => a + b);

const flightPart = fc
  .record({
    airline,
    number: fc.integer({ min: 1, max: 9999 }),
    leadingZeros: fc.boolean(),
    suffix: maybe(LETTER),
    day: fc.integer({ min: 1, max: 31 }),
    registration: maybe(fc.stringMatching(/^[A-Z0-9]{2,10}$/)),
    withoutRegistration: fc.constantFrom('..', '.'),
    station: STATION,
  })
  .map((f) => ({
    line: `${f.airline}${f.leadingZeros ? pad(f.number, 4) : f.number}${f.suffix ?? ''}/${pad(f.day)}${
      f.registration === null ? f.withoutRegistration : `.${f.registration}.`
    }${f.station}`,
    flight: {
      airline: f.airline,
      number: String(f.number),
      suffix: f.suffix,
      day: f.day,
      registration: f.registration,
      station: f.station,
    },
  }));

/** One delay reason as sent (numeric, alpha or with a sub-code) and as read. */
const reason = fc
  .record({
    entry: fc.constantFrom(
      ...DELAY_CODES.map((c) => ({ code: c.code, alpha: c.alpha as string | null })),
      ...AIRLINE_DELAY_CODES.map((code) => ({ code: code as string, alpha: null })),
    ),
    form: fc.constantFrom('numeric', 'alpha', 'attached', 'apart'),
    sub: LETTER,
    minutes: fc.integer({ min: 0, max: 99 * 60 + 59 }),
  })
  .map(({ entry, form, sub, minutes }) => {
    const sent =
      form === 'alpha' && entry.alpha
        ? entry.alpha
        : form === 'attached'
          ? `${entry.code}${sub}`
          : form === 'apart'
            ? `${entry.code}/${sub}`
            : entry.code;
    const duration = `${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
    const subCode = form === 'attached' || form === 'apart' ? sub : null;
    return { sent, duration, code: entry.code, subCode, minutes };
  });

const delayPart = fc
  .oneof(
    fc.record({
      long: fc.constant(false),
      timed: fc.boolean(),
      reasons: fc.array(reason, { minLength: 1, maxLength: 2 }),
    }),
    fc.record({
      long: fc.constant(true),
      timed: fc.constant(true),
      reasons: fc.array(reason, { minLength: 1, maxLength: 5 }),
    }),
  )
  .map(({ long, timed, reasons }) => {
    const line = long
      ? `DLA${reasons.map((r) => `${r.sent}/${r.duration}`).join('/')}`
      : `DL${[...reasons.map((r) => r.sent), ...(timed ? reasons.map((r) => r.duration) : [])].join('/')}`;
    const delays: MovementDelay[] = reasons.map((r) => ({
      code: r.code,
      subCode: r.subCode,
      minutes: timed ? r.minutes : null,
    }));
    return { line, delays };
  });

const passengersPart = fc
  .record({
    adults: fc.integer({ min: 0, max: 9999 }),
    infants: maybe(fc.integer({ min: 0, max: 9999 })),
  })
  .map(({ adults, infants }) => {
    const passengers: MovementPassengers =
      infants === null
        ? { total: adults, adults: null, infants: null }
        : { total: adults + infants, adults, infants };
    return { line: infants === null ? `PX${adults}` : `PX${adults}/${infants}`, passengers };
  });

const envelope = fc.record({
  priority: fc.constantFrom('QU', 'QK', 'QD', 'QX'),
  addresses: fc.array(fc.stringMatching(/^[A-Z]{5}[A-Z0-9]{2}$/), { minLength: 1, maxLength: 3 }),
  origin: fc.stringMatching(/^[A-Z]{5}[A-Z0-9]{2}$/),
  sentAt: maybe(
    fc.record({
      day: fc.integer({ min: 1, max: 31 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
    }),
  ),
});

const sentAtText = (s: MovementSentAt) => `${pad(s.day)}${pad(s.hour)}${pad(s.minute)}`;

/** One message of random valid parts, with its text lines and its expected reading. */
export const generatedMessage = fc
  .record({
    envelope: maybe(envelope),
    correction: fc.constantFrom('none', 'line', 'after', 'before'),
    kind: fc.constantFrom('MVT', 'MVA'),
    flight: flightPart,
    movement: movementPart,
    delay: maybe(delayPart),
    passengers: maybe(passengersPart),
    si: maybe(fc.array(FREE_TEXT, { minLength: 1, maxLength: 3 })),
  })
  .map((g): { lines: string[]; expected: MovementMessage } => {
    const { lines: movementLines, ...movement } = g.movement;
    const envelopeLines = g.envelope
      ? [
          `${g.envelope.priority} ${g.envelope.addresses.join(' ')}`,
          `.${g.envelope.origin}${g.envelope.sentAt ? ` ${sentAtText(g.envelope.sentAt)}` : ''}`,
        ]
      : [];
    const identifier = {
      none: [g.kind],
      line: ['COR', g.kind],
      after: [`${g.kind} COR`],
      before: [`COR ${g.kind}`],
    }[g.correction];
    const lines = [
      ...envelopeLines,
      ...identifier,
      g.flight.line,
      ...movementLines,
      ...(g.delay ? [g.delay.line] : []),
      ...(g.passengers ? [g.passengers.line] : []),
      ...(g.si ? [`SI ${g.si[0]}`, ...g.si.slice(1)] : []),
    ];
    const expected = message({
      ...movement,
      kind: g.kind,
      correction: g.correction !== 'none',
      sentAt: g.envelope?.sentAt ?? null,
      flight: g.flight.flight,
      delays: g.delay?.delays ?? [],
      passengers: g.passengers?.passengers ?? null,
      supplementary: [...(movement.supplementary ?? []), ...(g.si ?? [])],
    });
    return { lines, expected };
  });

/** Several generated messages in one text, with either line end, apart or back to back. */
export const generatedText = fc
  .record({
    messages: fc.array(generatedMessage, { minLength: 1, maxLength: 3 }),
    lineEnd: fc.constantFrom('\n', '\r\n'),
    blankBetween: fc.boolean(),
  })
  .map(({ messages, lineEnd, blankBetween }) => {
    const texts = messages.map((m) => m.lines.join(lineEnd));
    return {
      text: texts.join(blankBetween ? lineEnd + lineEnd : lineEnd),
      messages: messages.map((m, i): Generated => ({ text: texts[i] ?? '', expected: m.expected })),
    };
  });
