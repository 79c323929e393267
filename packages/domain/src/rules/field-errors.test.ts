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
