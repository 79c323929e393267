import { describe, expect, it } from 'vitest';
import { emptyOvernightForm, overnightFormSchema, overnightFormValues } from './overnight-form.ts';

const issues = (values: unknown) => {
  const result = overnightFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the overnight form', () => {
  it('resolves to the body the server takes, the type as a number', () => {
    const values = { ...emptyOvernightForm(), type: { code: '6' }, ubication: ' MIA ' };
    expect(overnightFormSchema.parse(values)).toMatchObject({
      type: { code: 6 },
      ubication: 'MIA',
      cut: false,
    });
  });

  it('refuses an empty overnight and an incomplete cut where the user sees them', () => {
    expect(issues(emptyOvernightForm())).toEqual([['', 'validation.overnightEmpty']]);
    const cut = { ...emptyOvernightForm(), cut: true };
    expect(issues({ ...cut, cut_duration: { start: '7:5', end: '', authorizer: '' } })).toEqual([
      ['cut_duration.start', 'validation.clockTime'],
      ['cut_duration.end', 'validation.required'],
      ['cut_duration.authorizer', 'validation.required'],
    ]);
    expect(issues({ ...emptyOvernightForm(), type: { code: 'x' } })).toEqual([
      ['type.code', 'validation.overnightType'],
    ]);
  });

  it('round-trips a recorded overnight', () => {
    const record = {
      type: { code: 4, name: 'Calle de rodaje' },
      ubication: 'H2',
      comment: '',
      cut: true,
      cut_duration: { start: '23:00', end: '05:00', total: 360, authorizer: 'M. Soto' },
    };
    expect(overnightFormValues(record)).toEqual({
      type: { code: '4' },
      ubication: 'H2',
      comment: '',
      cut: true,
      cut_duration: { start: '23:00', end: '05:00', authorizer: 'M. Soto' },
    });
    expect(overnightFormValues(null)).toEqual(emptyOvernightForm());
  });
});
