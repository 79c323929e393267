import { describe, expect, it } from 'vitest';
import { ADDITIONAL_SERVICES } from '../catalogues/additional-services.ts';
import type { ServiceRecord } from './legs.ts';
import { type ServiceFormItem, serviceFormItems, servicesFormSchema } from './services-form.ts';

/** The catalogue's rows with row `index` checked and typed as given. */
const rows = (index: number, description: string, start = '', end = '') =>
  serviceFormItems([]).map(
    (row, i): ServiceFormItem =>
      i === index ? { ...row, checked: true, description, duration: { start, end } } : row,
  );

const parse = (items: ServiceFormItem[]) => servicesFormSchema.safeParse({ items });
const issues = (items: ServiceFormItem[]) => {
  const parsed = parse(items);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
};

describe('the additional services form', () => {
  it.each([
    ['nothing checked', serviceFormItems([]), []],
    ['a description without times', rows(2, 'Cisterna'), []],
    ['a start without an end', rows(2, 'Cisterna', '7:05'), []],
    ['both times across midnight', rows(2, 'Cisterna', '23:50', '00:20'), []],
    [
      'no description',
      rows(4, '  ', '10:00', '10:30'),
      ['items.4.description validation.required'],
    ],
    [
      'an end without a start',
      rows(4, 'GPU', '', '10:30'),
      ['items.4.duration.start validation.required'],
    ],
    ['an invalid start', rows(4, 'GPU', '24:00'), ['items.4.duration.start validation.clockTime']],
    [
      'an invalid end',
      rows(12, 'GPU', '10:00', '10:60'),
      ['items.12.duration.end validation.clockTime'],
    ],
    [
      'a description too long',
      rows(0, 'x'.repeat(301)),
      ['items.0.description validation.maxLength'],
    ],
  ])('%s', (_, items, expected) => {
    expect(issues(items)).toEqual(expected);
  });

  it('does not check what an unchecked row holds', () => {
    const items = rows(3, '', '99:99');
    const unchecked = items.map((row) => ({ ...row, checked: false }));
    expect(issues(unchecked)).toEqual([]);
  });

  it('sends only the checked rows, trimmed, without a total', () => {
    const items = rows(1, ' Tránsito ', ' 7:05 ', '07:40');
    expect(parse(items).data).toEqual({
      items: [{ code: 'LTI', description: 'Tránsito', duration: { start: '7:05', end: '07:40' } }],
    });
  });

  it('sends no service when every row is unchecked', () => {
    expect(parse(serviceFormItems([])).data).toEqual({ items: [] });
  });
});

describe('the rows of recorded services', () => {
  const record: ServiceRecord = {
    code: 'GPU',
    name: 'Unidad de energía en tierra (GPU)',
    description: 'Cable 2',
    duration: { start: '10:00', end: '10:45', total: 45 },
  };

  it('lists the whole catalogue in its order, the recorded ones checked and filled', () => {
    const items = serviceFormItems([record]);
    expect(items.map((row) => row.code)).toEqual(ADDITIONAL_SERVICES.map((s) => s.code));
    expect(items.filter((row) => row.checked)).toEqual([
      {
        code: 'GPU',
        checked: true,
        description: 'Cable 2',
        duration: { start: '10:00', end: '10:45' },
      },
    ]);
  });

  it('saves a recorded service back unchanged', () => {
    expect(parse(serviceFormItems([record])).data?.items).toEqual([
      { code: 'GPU', description: 'Cable 2', duration: { start: '10:00', end: '10:45' } },
    ]);
  });
});
