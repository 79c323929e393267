import { describe, expect, it } from 'vitest';
import { MAX_TRAILERS } from '../constants.ts';
import {
  emptyTrailerFormItem,
  isTrailerFormItemValid,
  type TrailerFormItem,
  trailerFormItem,
  trailersFormSchema,
} from './trailers-form.ts';

type Patch = { [key: string]: string | boolean | Patch };

/** A blank form item with some fields typed, e.g. item({ duration: { start: '7:05' } }). */
const item = (patch: Patch = {}): TrailerFormItem => {
  const merge = (base: Record<string, unknown>, changes: Patch): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(base).map(([key, value]) => {
        const change = changes[key];
        if (change === undefined) return [key, value];
        return typeof change === 'object'
          ? [key, merge(value as Record<string, unknown>, change)]
          : [key, change];
      }),
    );
  return merge(emptyTrailerFormItem(), patch) as TrailerFormItem;
};

const parse = (items: TrailerFormItem[]) => trailersFormSchema.safeParse({ items });
const issues = (items: TrailerFormItem[]) => {
  const parsed = parse(items);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
};

const tow = item({
  trailer: { code: '2', description_pea: { number: ' 18 ', tape_hall: '3' } },
  duration: { start: '23:50', end: '00:20' },
});

describe('the tows form', () => {
  it.each([
    ['a sole empty item, the user cleared the last tow', [item()], []],
    ['a tow', [tow], []],
    ['two tows', [tow, item({ operator_name: 'Luis' })], []],
    ['an empty item beside a tow', [tow, item()], ['items.1 validation.trailerEmpty']],
    [
      'a start without an end',
      [item({ duration: { start: '7:05' } })],
      ['items.0.duration.end validation.bothTimes'],
    ],
    [
      'an end without a start',
      [item({ duration: { end: '07:05' } })],
      ['items.0.duration.start validation.bothTimes'],
    ],
    [
      'an invalid time',
      [item({ duration: { start: '24:00', end: '01:00' } })],
      ['items.0.duration.start validation.clockTime'],
    ],
    [
      'an unknown type',
      [item({ trailer: { code: '7' } })],
      ['items.0.trailer.code validation.trailerType'],
    ],
    [
      'a text too long',
      [item({ equipment_number: 'x'.repeat(21) })],
      ['items.0.equipment_number validation.maxLength'],
    ],
  ])('%s', (_, items, expected) => {
    expect(issues(items)).toEqual(expected);
  });

  it('refuses more tows than the limit', () => {
    expect(issues(Array.from({ length: MAX_TRAILERS + 1 }, () => tow))).toEqual([
      'items validation.maxItems',
    ]);
  });

  it('sends no tow for a sole empty item', () => {
    expect(parse([item()]).data).toEqual({ items: [] });
  });

  it('gives the type as a number and trims the texts', () => {
    const [sent] = parse([tow]).data?.items ?? [];
    expect(sent?.trailer).toEqual({
      code: 2,
      description_pea: { number: '18', tape_hall: '3' },
      overnight_stay: '',
    });
  });

  it.each([
    ['an overnight tow keeps its location, not a stand', '3', { number: '', tape_hall: '' }, 'L5'],
    ['a bridge tow keeps its stand, not a location', '1', { number: '18', tape_hall: '3' }, ''],
    ['a tow without a type keeps neither', '', { number: '', tape_hall: '' }, ''],
  ])('%s', (_, code, description_pea, overnight_stay) => {
    const typed = item({
      trailer: { code, description_pea: { number: '18', tape_hall: '3' }, overnight_stay: 'L5' },
      operator_name: 'Luis',
    });
    const [sent] = parse([typed]).data?.items ?? [];
    expect(sent?.trailer).toMatchObject({ description_pea, overnight_stay });
  });
});

describe('a tow as the form holds it', () => {
  it.each([
    ['blank', item(), false],
    ['a type only', item({ trailer: { code: '3' } }), true],
    [
      'only a stand typed before choosing Pernocte',
      item({ trailer: { code: '3', description_pea: { number: '18' } } }),
      true,
    ],
    [
      'only a stand, without a type (not shown)',
      item({ trailer: { description_pea: { number: '18' } } }),
      false,
    ],
    ['times across midnight', item({ duration: { start: '23:50', end: '00:20' } }), true],
    ['one time only', item({ duration: { start: '23:50' } }), false],
    ['spaces only', item({ description: '   ' }), false],
  ])('%s', (_, value, valid) => {
    expect(isTrailerFormItemValid(value)).toBe(valid);
  });

  it('reads a recorded tow back', () => {
    const record = {
      trailer: {
        code: 1,
        name: 'Remolque a puente/PLB',
        description_pea: { number: '18', tape_hall: '3' },
        overnight_stay: '',
      },
      duration: { start: '23:50', end: '00:20', total: 30 },
      original_pea: { number: '40', tape_hall: '' },
      equipment_number: 'TR-7',
      operator_name: 'Luis',
      description: '',
      additional_service: true,
    };
    const value = trailerFormItem(record);
    expect(value.trailer.code).toBe('1');
    // The total is not sent: the server works it out from the times.
    expect(parse([value]).data?.items[0]).toEqual({
      ...record,
      trailer: { ...record.trailer, name: undefined },
      duration: { start: '23:50', end: '00:20' },
    });
  });
});
