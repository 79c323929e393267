import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './field-errors.ts';

const body = z.strictObject({
  version: z.number({ error: 'validation.required' }).int(),
  minutes: z.number({ error: 'validation.integer' }),
  query: z.string().optional(),
  cut: z.boolean({ error: 'validation.required' }),
  delays: z.array(z.object({ code: z.string() }), { error: 'validation.required' }),
});

const errorsOf = (input: unknown) => {
  const result = body.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return Object.fromEntries(toFieldErrors(result.error.issues).map((f) => [f.path, f.key]));
};

describe('field errors', () => {
  it('says a value of the wrong type is of the wrong type, not missing', () => {
    expect(errorsOf({ version: '5', minutes: 5, cut: 'yes', delays: {}, query: 3 })).toEqual({
      version: 'validation.expectedNumber',
      cut: 'validation.expectedBoolean',
      delays: 'validation.expectedArray',
      query: 'validation.expectedString',
    });
  });

  it('keeps "required" for a value left out or null', () => {
    expect(errorsOf({ minutes: 5, cut: null, delays: [] })).toEqual({
      version: 'validation.required',
      cut: 'validation.required',
    });
  });

  it("keeps a schema's own message for a wrong type when it names the problem", () => {
    expect(errorsOf({ version: 1, minutes: 'ten', cut: true, delays: [] })).toEqual({
      minutes: 'validation.integer',
    });
  });

  it('names each unknown field', () => {
    expect(
      errorsOf({ version: 1, minutes: 1, cut: true, delays: [{ code: 1 }], extra: 1 }),
    ).toEqual({ 'delays.0.code': 'validation.expectedString', extra: 'validation.unknownField' });
  });
});

describe('field errors of bounds', () => {
  const bounded = z.strictObject({
    hours: z.number().int().min(1).max(24),
    ratio: z.number().gt(0).lt(1),
    code: z.string().min(2).max(3),
    items: z.array(z.string()).min(1).max(2),
  });
  const fieldsOf = (input: unknown) => {
    const result = bounded.safeParse(input, { reportInput: true });
    if (result.success) throw new Error('expected a failure');
    return Object.fromEntries(
      toFieldErrors(result.error.issues).map((f) => [f.path, { key: f.key, ...f.params }]),
    );
  };

  it('say a number is bounded as a value, and whole, not as a text of so many characters', () => {
    expect(fieldsOf({ hours: 0, ratio: 0, code: 'A', items: [] })).toEqual({
      hours: { key: 'validation.minValue', min: 1 },
      ratio: { key: 'validation.above', min: 0 },
      code: { key: 'validation.minLength', min: 2 },
      items: { key: 'validation.minItems', min: 1 },
    });
    expect(fieldsOf({ hours: 25, ratio: 1, code: 'ABCD', items: ['a', 'b', 'c'] })).toEqual({
      hours: { key: 'validation.maxValue', max: 24 },
      ratio: { key: 'validation.below', max: 1 },
      code: { key: 'validation.maxLength', max: 3 },
      items: { key: 'validation.maxItemsOf', max: 2 },
    });
    expect(fieldsOf({ hours: 1.5, ratio: 0.5, code: 'AB', items: ['a'] })).toEqual({
      hours: { key: 'validation.wholeNumber' },
    });
    expect(fieldsOf({ hours: '2', ratio: 0.5, code: 'AB', items: ['a'] })).toEqual({
      hours: { key: 'validation.expectedNumber' },
    });
  });
});
