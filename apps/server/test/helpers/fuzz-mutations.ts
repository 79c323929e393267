import fc from 'fast-check';
import {
  hostileKey,
  hostileLike,
  hostilePick,
  hostileValue,
  plausibleValue,
} from './hostile-values.ts';
import { jsonText, RawJson, Slot, withOwnKey } from './json-text.ts';

/**
 * Generated requests built around a valid one, so that most of them pass every check but one
 * and reach the code behind it: one field replaced, removed, reshaped, or an unexpected key.
 */

type Path = (string | number)[];

/** Every node of a JSON value, the value itself first. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  const found: Path[] = [path];
  const isLeaf = value instanceof RawJson || value instanceof Slot || typeof value !== 'object';
  if (isLeaf || value === null) return found;
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value);
  for (const [key, child] of entries) found.push(...pathsOf(child, [...path, key]));
  return found;
}

/** A copy of `value` with the node at `path` changed by `change` (undefined removes it). */
function changeAt(value: unknown, path: Path, change: (node: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change(value);
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = changeAt(copy[head as number], rest, change);
    if (next === undefined) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  const next = changeAt(copy[head], rest, change);
  if (next !== undefined) return withOwnKey(copy, String(head), next);
  delete copy[head];
  return copy;
}

const reshape = {
  /** An array where an object or a text is expected. */
  inArray: (node: unknown) => [node],
  inObject: (node: unknown) => ({ value: node }),
  asText: (node: unknown) => (typeof node === 'string' ? `${node} ` : jsonText(node)),
  /** An object gives NaN (sent as null): its own `valueOf` key may be anything but a function. */
  asNumber: (node: unknown) =>
    node !== null && typeof node === 'object' ? Number.NaN : Number(node),
  /** Many copies: arrays over their limit, texts over their length. */
  repeated: (node: unknown) =>
    Array.isArray(node)
      ? Array.from({ length: 60 }, () => node[0] ?? null)
      : typeof node === 'string'
        ? node.repeat(200) || 'x'.repeat(200)
        : node,
};

/** Another value of the node's own kind: text for text, a count for a number, a flipped flag. */
function sameKind(node: unknown, text: string, count: number): unknown {
  if (typeof node === 'string') return text;
  if (typeof node === 'number') return count;
  if (typeof node === 'boolean') return !node;
  return node;
}

const mutation = fc.oneof(
  { arbitrary: fc.record({ at: fc.nat(), like: hostilePick }), weight: 6 },
  { arbitrary: fc.record({ at: fc.nat(), to: hostileValue }), weight: 3 },
  { arbitrary: fc.record({ at: fc.nat(), to: plausibleValue }), weight: 3 },
  {
    arbitrary: fc.record({
      at: fc.nat(),
      text: fc.string({ unit: 'grapheme', maxLength: 12 }),
      count: fc.integer({ min: 0, max: 10_000 }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({ at: fc.nat(), reshape: fc.constantFrom(...Object.keys(reshape)) }),
    weight: 2,
  },
  { arbitrary: fc.record({ at: fc.nat(), remove: fc.constant(true) }), weight: 1 },
  { arbitrary: fc.record({ at: fc.nat(), key: hostileKey, to: hostileValue }), weight: 1 },
);
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(value: unknown, m: Mutation): unknown {
  if ('key' in m) {
    const objects = pathsOf(value).filter((p) => {
      const node = p.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], value);
      return node !== null && typeof node === 'object' && !Array.isArray(node);
    });
    const path = objects[m.at % objects.length];
    return path ? changeAt(value, path, (node) => withOwnKey(node as object, m.key, m.to)) : value;
  }
  const paths = pathsOf(value);
  const path = paths[m.at % paths.length] ?? [];
  if ('remove' in m) return path.length === 0 ? value : changeAt(value, path, () => undefined);
  if ('reshape' in m) return changeAt(value, path, reshape[m.reshape as keyof typeof reshape]);
  if ('like' in m) return changeAt(value, path, (node) => hostileLike(node, m.like));
  if ('text' in m) return changeAt(value, path, (node) => sameKind(node, m.text, m.count));
  return changeAt(value, path, () => m.to);
}

/** The valid value with one of its parts changed, or two or three. */
const mutationsOf = (valid: unknown): fc.Arbitrary<unknown> =>
  fc
    .oneof(
      { arbitrary: mutation.map((m) => [m]), weight: 3 },
      { arbitrary: fc.array(mutation, { minLength: 2, maxLength: 3 }), weight: 1 },
    )
    .map((ms) => ms.reduce(mutate, valid));

/** Text that is not JSON, or JSON a parser must refuse or handle with care. */
const rawBodies = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":1,}',
    "{'a':1}",
    'null',
    '"text"',
    '[]',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '\ufeff{}',
    '{"a":1}{"a":2}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
  ),
  fc.string({ maxLength: 40 }),
);

/** A body as sent: JSON (written when sent, slots filled) or raw text, with its type. */
export interface FuzzBody {
  content: unknown;
  raw: boolean;
  contentType: string;
}

export const payloadOf = (body: FuzzBody, slots: Record<string, unknown>): string =>
  body.raw ? String(body.content) : jsonText(body.content, slots);

/**
 * Bodies for a route that reads text (movement messages): the valid text with a line replaced
 * by anything or left out, any text at all, and JSON where text is expected.
 */
export function textBodiesFor(valid: string): fc.Arbitrary<FuzzBody> {
  const lines = valid.split('\n');
  const text = (content: string, contentType = 'text/plain'): FuzzBody => ({
    content,
    raw: true,
    contentType,
  });
  const anyLine = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  const at = fc.nat(lines.length - 1);
  return fc.oneof(
    fc
      .tuple(at, anyLine)
      .map(([index, line]) => text(lines.map((l, i) => (i === index ? line : l)).join('\n'))),
    at.map((index) => text(lines.filter((_, i) => i !== index).join('\n'))),
    fc.string({ unit: 'binary', maxLength: 200 }).map((content) => text(content)),
    rawBodies.map((content) => text(content, 'application/json')),
  );
}

/** Bodies for a POST route whose valid body is `valid`: mostly broken copies of it. */
export function bodiesFor(valid: unknown): fc.Arbitrary<FuzzBody> {
  const topKeys = valid && typeof valid === 'object' ? Object.keys(valid) : [];
  const someKeys = topKeys.length ? fc.oneof(fc.constantFrom(...topKeys), hostileKey) : hostileKey;
  const json = (content: unknown): FuzzBody => ({
    content,
    raw: false,
    contentType: 'application/json',
  });
  return fc.oneof(
    { arbitrary: mutationsOf(valid).map(json), weight: 12 },
    { arbitrary: fc.constant(json(valid)), weight: 1 },
    { arbitrary: fc.dictionary(someKeys, hostileValue, { maxKeys: 6 }).map(json), weight: 3 },
    { arbitrary: fc.jsonValue().map(json), weight: 2 },
    {
      arbitrary: rawBodies.map((content) => ({
        content,
        raw: true,
        contentType: 'application/json',
      })),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
          'application/json; charset=utf-16',
          'multipart/form-data; boundary=x',
        )
        .map((contentType) => ({ ...json(valid), contentType })),
      weight: 1,
    },
  );
}
