import { describe, expect, it } from 'vitest';
import {
  type ServiceItemInput,
  serviceItemSchema,
  type TrailerItemInput,
  trailerItemSchema,
} from '../schemas/leg-edits.ts';
import { isTrailerValid } from './recorded-items.ts';

const blankTrailer = (): TrailerItemInput => ({
  trailer: { code: null, description_pea: { tape_hall: '', number: '' }, overnight_stay: '' },
  duration: { start: '', end: '' },
  original_pea: { tape_hall: '', number: '' },
  equipment_number: '',
  operator_name: '',
  description: '',
  additional_service: false,
});

const trailer = (change: (t: TrailerItemInput) => void) => {
  const item = blankTrailer();
  change(item);
  return item;
};

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')} ${i.message}`);

describe('a tow (trailer item)', () => {
  it.each([
    ['blank', trailer(() => {}), false, [' validation.trailerEmpty']],
    [
      'a type only',
      trailer((t) => {
        t.trailer.code = 1;
      }),
      true,
      [],
    ],
    [
      'an operator only',
      trailer((t) => {
        t.operator_name = 'J. Pérez';
      }),
      true,
      [],
    ],
    [
      'both times',
      trailer((t) => {
        t.duration = { start: '23:59', end: '0:10' };
      }),
      true,
      [],
    ],
    [
      'a start without an end',
      trailer((t) => {
        t.duration = { start: '10:00', end: '' };
      }),
      false,
      ['duration.end validation.bothTimes'],
    ],
    [
      'an end without a start',
      trailer((t) => {
        t.duration = { start: '', end: '10:00' };
      }),
      false,
      ['duration.start validation.bothTimes'],
    ],
    [
      'a bad start',
      trailer((t) => {
        t.duration = { start: '07:5', end: '08:00' };
      }),
      false,
      ['duration.start validation.clockTime'],
    ],
    [
      '24:00 as an end',
      trailer((t) => {
        t.duration = { start: '23:00', end: '24:00' };
      }),
      false,
      ['duration.end validation.clockTime'],
    ],
    [
      'an unknown type',
      trailer((t) => {
        (t.trailer as { code: unknown }).code = 4;
      }),
      true,
      ['trailer.code validation.trailerType'],
    ],
  ])('with %s is valid: %s', (_, item, valid, expected) => {
    expect(isTrailerValid(item)).toBe(valid);
    expect(issues(trailerItemSchema.safeParse(item))).toEqual(expected);
  });
});

const service = (
  duration: { start: string; end: string },
  description = 'Pedido por tráfico',
): ServiceItemInput => ({
  code: 'GPU',
  description,
  duration,
});

describe('an additional service', () => {
  it.each([
    [{ start: '', end: '' }, []],
    [{ start: '10:00', end: '' }, []],
    [{ start: '10:00', end: '10:40' }, []],
    [{ start: '23:50', end: '00:20' }, []],
    [{ start: '10:0', end: '' }, ['duration.start validation.clockTime']],
    [{ start: '', end: '10:40' }, ['duration.start validation.required']],
    [{ start: '10:00', end: '25:00' }, ['duration.end validation.clockTime']],
  ])('with times %j', (duration, expected) => {
    expect(issues(serviceItemSchema.safeParse(service(duration)))).toEqual(expected);
  });

  it('needs a description', () => {
    expect(issues(serviceItemSchema.safeParse(service({ start: '', end: '' }, '  ')))).toEqual([
      'description validation.required',
    ]);
  });

  it('comes from the catalogue of 13', () => {
    expect(
      issues(serviceItemSchema.safeParse({ ...service({ start: '', end: '' }), code: 'XYZ' })),
    ).toEqual(['code validation.serviceCode']);
  });
});
