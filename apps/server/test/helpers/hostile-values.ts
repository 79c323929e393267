import fc from 'fast-check';
import { percentEncode, RawJson } from './json-text.ts';

/**
 * Values a hostile or careless client may put in any field: text the database or a download
 * cannot hold, dates no calendar has, numbers JSON can write but JavaScript cannot keep, shapes
 * of the wrong kind. The fuzz test plants them in otherwise valid requests.
 */

const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Characters PostgreSQL, XML or JSON consumers choke on, and a few they do not. */
const NASTY_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\ufffe',
  '\uffff',
  '\ufeff',
  '\u200b',
  '\u202e',
  '\t',
  '\r\n',
  '😀',
];

const IMPOSSIBLE_DAYS = [
  '2026-02-30',
  '2026-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '0000-00-00',
  '0000-01-01',
  '1999-12-31',
  '2100-01-01',
  '9999-12-31',
  '+02026-03-10',
  '2026-3-10',
  '20260310',
  '2026-03-10T00:00:00Z',
];

const IMPOSSIBLE_INSTANTS = [
  '0000-01-01T00:00:00Z',
  '0000-00-00T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2026-02-30T10:00:00-05:00',
  '2026-13-01T10:00:00Z',
  '2026-03-10T24:00:00Z',
  '2026-03-10T23:60:00Z',
  '2026-03-10T10:00:00+25:00',
  '2026-03-10T10:00:00',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2026-03-10T10:00:00.123456789Z',
];

const ODD_TEXT = [
  '',
  ' ',
  '\u00a0',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  "' OR '1'='1",
  "'; DROP TABLE legs; --",
  '$1',
  '%s%n',
  '\\',
  '"',
  '<script>alert(1)</script>',
  '=HYPERLINK("x")',
  'ı',
  'ß'.repeat(60),
  '24:00',
  '23:60',
  '99:99',
  '-1:00',
  '12:5',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  'SCL',
  'BOG',
  'CUZ',
  'MIA',
  'XXX',
  'lim',
  ' LIM ',
  'LA',
  'LA99999',
  'cta.scl@example.com',
  'duty@example.com',
  'CTA.LIM@EXAMPLE.COM',
  'a@b',
  '@',
];

const ODD_NUMBERS = [
  0,
  1,
  -1,
  0.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  5e-324,
  9999,
  10_000,
  100_001,
  1_000_001,
];

/** Number literals JSON allows and JavaScript turns into Infinity, -0 or a rounded value. */
const ODD_NUMBER_LITERALS = [
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '-0.0',
  '0e0',
  '123456789012345678901234567890',
  '1.0000000000000000000001',
].map((text) => new RawJson(text));

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const dayLike = fc
  .tuple(
    fc.constantFrom(0, 1, 999, 1999, 2000, 2026, 2099, 2100, 9999),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);

const instantLike = fc
  .tuple(
    dayLike,
    fc.integer({ min: 0, max: 25 }),
    fc.integer({ min: 0, max: 61 }),
    fc.constantFrom('Z', '-05:00', '+14:00', '-12:00', '+99:99', ''),
  )
  .map(([day, h, m, zone]) => `${day}T${pad(h, 2)}:${pad(m, 2)}:00${zone}`);

/** A short text with one nasty character planted somewhere in it. */
const textWithNastyCharacter = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...NASTY_CHARACTERS), fc.string())
  .map(([before, nasty, after]) => `${before}${nasty}${after}`);

const longText = fc
  .tuple(fc.constantFrom(9, 41, 61, 301, 501, 4097, 100_000), fc.constantFrom('A', '9', 'ñ', '😀'))
  .map(([length, unit]) => unit.repeat(length));

/** The characters most likely to break a save, NUL and lone surrogates, half of the time. */
const nastyCharacter = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udfff'),
  fc.constantFrom(...NASTY_CHARACTERS),
);

/** What hostileLike draws from: one of each kind, and where to plant the character. */
export const hostilePick = fc.record({
  nasty: nastyCharacter,
  where: fc.nat(),
  day: fc.oneof(fc.constantFrom(...IMPOSSIBLE_DAYS), dayLike),
  instant: fc.oneof(fc.constantFrom(...IMPOSSIBLE_INSTANTS), instantLike),
  number: fc.oneof(
    fc.constantFrom(...ODD_NUMBERS),
    fc.constantFrom(...ODD_NUMBER_LITERALS),
    fc.double(),
  ),
});
export type HostilePick = typeof hostilePick extends fc.Arbitrary<infer T> ? T : never;

/**
 * A hostile value of the same kind as `node`, so that this one thing alone is wrong with the
 * request: an impossible date for a date, an impossible instant for an instant, the same text
 * with a nasty character planted in it, an odd number for a number.
 */
export function hostileLike(node: unknown, pick: HostilePick): unknown {
  if (typeof node === 'number') return pick.number;
  if (typeof node !== 'string') return pick.nasty;
  if (/^\d{4}-\d{2}-\d{2}$/.test(node)) return pick.day;
  if (/^\d{4}-\d{2}-\d{2}T/.test(node)) return pick.instant;
  const at = pick.where % (node.length + 1);
  return `${node.slice(0, at)}${pick.nasty}${node.slice(at)}`;
}

/** One hostile value of any kind; where a field expects a date, text or number, or an object. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: textWithNastyCharacter, weight: 4 },
  { arbitrary: fc.constantFrom(...IMPOSSIBLE_DAYS), weight: 2 },
  { arbitrary: fc.constantFrom(...IMPOSSIBLE_INSTANTS), weight: 2 },
  { arbitrary: dayLike, weight: 1 },
  { arbitrary: instantLike, weight: 1 },
  { arbitrary: fc.constantFrom(...ODD_TEXT), weight: 3 },
  { arbitrary: fc.constantFrom(...ODD_NUMBERS), weight: 2 },
  { arbitrary: fc.constantFrom(...ODD_NUMBER_LITERALS), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.uuid(), weight: 1 },
  { arbitrary: longText, weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 1 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [[]], [null], { '': '' }), weight: 2 },
  { arbitrary: fc.constantFrom(deepArray(64), deepArray(5000), deepObject(64)), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/**
 * Values that may well pass validation, yet are not what the valid request held: other days of
 * the tests' window (today is 2026-03-10), other stations and aircraft, edge clock times, any
 * script. With them, generated requests get past validation into permissions, rules and saves.
 */
export const plausibleValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '2026-03-07',
    '2026-03-09',
    '2026-03-11',
    '2026-03-12',
    'SCL',
    'BOG',
    'MIA',
    'CUZ',
    'lim',
    ' LIM ',
    'DBF',
    'AZD',
    '00:00',
    '23:59',
    '0:05',
    '',
    '0',
  ),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.integer({ min: 0, max: 10_000 }),
  fc.boolean(),
  fc.constant(null),
);

/** Keys a client may add to any object: prototype names, near-misses and arbitrary text. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' '),
  fc.string({ maxLength: 12 }),
  textWithNastyCharacter,
);

/** Text as it may arrive in a URL: broken escapes, encoded controls, invalid UTF-8. */
export const hostileQueryText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '%00',
    'LIM%00',
    '%ED%A0%80',
    '%C0%80',
    '%FF',
    '%',
    '%zz',
    '%u0000',
    '%uD800',
    '%E2%80%AE',
    '%0A%0D',
    '%2526',
    '+',
    '%20LIM%20',
    'A'.repeat(5000),
  ),
  hostileValue
    .filter((value): value is string | number => ['string', 'number'].includes(typeof value))
    .map((value) => percentEncode(String(value))),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }).map(percentEncode),
);
