import fc from 'fast-check';
import {
  hostileKey,
  hostileLike,
  hostilePick,
  hostileQueryText,
  plausibleValue,
} from './hostile-values.ts';
import { percentEncode, RawJson } from './json-text.ts';

/**
 * Query strings built around a valid one, as the fuzz test sends them: one parameter replaced,
 * removed or repeated, unexpected keys, raw pieces no encoder would write.
 */

type QueryPair = [key: string, value: string];

/** A query value as text: numbers as written, JSON fragments as their text. */
const asQueryText = (value: unknown) =>
  percentEncode(value instanceof RawJson ? value.text : String(value));

const queryMutation = fc.oneof(
  { arbitrary: fc.record({ at: fc.nat(), like: hostilePick }), weight: 5 },
  { arbitrary: fc.record({ at: fc.nat(), to: hostileQueryText }), weight: 3 },
  {
    arbitrary: fc.record({ at: fc.nat(), to: plausibleValue.map(asQueryText) }),
    weight: 3,
  },
  { arbitrary: fc.record({ at: fc.nat(), remove: fc.constant(true) }), weight: 1 },
  { arbitrary: fc.record({ at: fc.nat(), repeat: hostileQueryText }), weight: 1 },
  {
    arbitrary: fc.record({
      key: fc.oneof(
        fc.constantFrom('__proto__', 'constructor[prototype][x]', 'a[b]', 'station[]', '_id[]'),
        hostileKey.map(percentEncode),
      ),
      to: hostileQueryText,
    }),
    weight: 2,
  },
);
type QueryMutation = typeof queryMutation extends fc.Arbitrary<infer T> ? T : never;

function mutateQuery(
  valid: Record<string, string>,
  pairs: QueryPair[],
  m: QueryMutation,
): QueryPair[] {
  if ('key' in m) return [...pairs, [m.key, m.to]];
  const index = pairs.length ? m.at % pairs.length : -1;
  const pair = pairs[index];
  if (!pair) return pairs;
  if ('remove' in m) return pairs.filter((_, i) => i !== index);
  if ('repeat' in m) return [...pairs, [pair[0], m.repeat]];
  const to = 'like' in m ? asQueryText(hostileLike(valid[pair[0]] ?? '', m.like)) : m.to;
  return pairs.map((p, i) => (i === index ? [p[0], to] : p));
}

/** Pieces of a raw query string a URL may carry as they are. */
const queryPiece = fc.constantFrom(
  'a',
  'Z',
  '0',
  '=',
  '&',
  '%',
  '%00',
  '%FF',
  '[',
  ']',
  '.',
  '+',
  ';',
);

const queryString = (pairs: QueryPair[]) =>
  pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '';

/** Query strings for a route whose valid query is `valid` (empty for a route that takes none). */
export function queriesFor(valid: Record<string, string>): fc.Arbitrary<string> {
  const pairs = Object.entries(valid).map(([k, v]): QueryPair => [k, percentEncode(v)]);
  return fc.oneof(
    {
      arbitrary: fc
        .array(queryMutation, { minLength: 1, maxLength: 3 })
        .map((ms) => queryString(ms.reduce((p, m) => mutateQuery(valid, p, m), pairs))),
      weight: 8,
    },
    { arbitrary: fc.constant(queryString(pairs)), weight: 1 },
    {
      arbitrary: fc.string({ unit: queryPiece, maxLength: 30 }).map((raw) => `?${raw}`),
      weight: 1,
    },
  );
}
