import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJson } from './json-serializer.ts';
import { zodSerializerCompiler } from './zod-type-provider.ts';

const contract = z.object({
  name: z.string().nullable(),
  note: z.string().optional(),
  count: z.number().int().nullable(),
  kind: z.enum(['bridge', 'remote']).nullable(),
  source: z.literal('MVT').optional(),
  cda: z.object({ name: z.string(), phone: z.string() }).nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  either: z.union([z.string(), z.number(), z.boolean()]),
  recorded: z.record(z.string(), z.unknown()).nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
type Value = z.input<typeof contract>;

/** The compiler Fastify calls for a route's response schema. */
const write = zodSerializerCompiler({
  schema: contract,
  method: 'POST',
  url: '/test',
  httpStatus: '200',
}) as (value: Value) => string;

const full: Value = {
  name: 'LA2045',
  note: 'puerta 12',
  count: 3,
  kind: 'bridge',
  source: 'MVT',
  cda: { name: 'Ana', phone: '+51 1 555' },
  params: { minutes: 15, code: '93' },
  either: '7',
  recorded: { arrival: { crew: ['A', 'B'], at: null }, ok: true },
  changes: [{ field: 'load', before: null, after: { kg: 1200.5 } }],
};

const empty: Value = {
  name: null,
  count: null,
  kind: null,
  cda: null,
  either: 0,
  recorded: null,
  changes: [],
};

describe('the serializer compiled from a response contract', () => {
  it('writes the value zod parses, for full and empty values (optional fields come last)', () => {
    for (const value of [full, empty]) {
      expect(JSON.parse(write(value))).toEqual(contract.parse(value));
    }
  });

  it('writes null as null where a field is nullable, never as "" or 0', () => {
    expect(JSON.parse(write(empty))).toEqual({
      name: null,
      count: null,
      kind: null,
      cda: null,
      either: 0,
      recorded: null,
      changes: [],
    });
  });

  it('leaves out an optional field that is absent, and writes it when present', () => {
    expect(write(empty)).not.toMatch(/note|source|params/);
    expect(JSON.parse(write(full))).toMatchObject({ note: 'puerta 12', source: 'MVT' });
  });

  it('keeps the type of each member of a union and each value of a record as it is', () => {
    for (const either of ['7', 7, false]) {
      expect(JSON.parse(write({ ...empty, either })).either).toBe(either);
    }
    expect(JSON.parse(write(full)).params).toEqual({ minutes: 15, code: '93' });
  });

  it('writes unknown values whole, with whatever keys they hold', () => {
    const parsed = JSON.parse(write(full));
    expect(parsed.recorded).toEqual({ arrival: { crew: ['A', 'B'], at: null }, ok: true });
    expect(parsed.changes).toEqual([{ field: 'load', before: null, after: { kg: 1200.5 } }]);
  });

  it('does not truncate a number the contract calls an integer', () => {
    expect(JSON.parse(write({ ...empty, count: 2.5 })).count).toBe(2.5);
  });

  it('drops every field the contract does not name, at any depth', () => {
    const leaky = {
      ...full,
      password_hash: 'secret',
      cda: { name: 'Ana', phone: '+51 1 555', email: 'ana@example.com' },
      changes: [{ field: 'load', before: null, after: { kg: 1200.5 }, by: 'internal' }],
    };
    const text = write(leaky);
    expect(text).not.toMatch(/password_hash|secret|email|internal/);
    expect(JSON.parse(text)).toEqual(JSON.parse(write(full)));
  });

  it('refuses a value of the wrong type instead of coercing it', () => {
    const wrong = { ...empty, count: 'three' } as unknown as Value;
    expect(() => write(wrong)).toThrow();
  });

  it('types the value it takes by the contract, so instants arrive as text already', () => {
    const typed = compileJson(z.object({ at: z.string() }));
    expect(typed({ at: '2026-03-10T20:00:00Z' })).toBe('{"at":"2026-03-10T20:00:00Z"}');
    // @ts-expect-error a Date is not the ISO text the contract names (written as ISO if it came)
    expect(typed({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });
});
