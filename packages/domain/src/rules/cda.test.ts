import { describe, expect, it } from 'vitest';
import { cdaInputSchema } from '../schemas/leg-edits.ts';
import { cdaPhoneProblem, cdaPreview, isCdaPreviewValid } from './cda.ts';

describe('the dispatcher (CDA) preview', () => {
  it.each([
    ['Rosa', 'Quispe', 'R.QUI'],
    ['rosa', 'quispe', 'R.QUI'],
    ['  Ángel ', ' Núñez', 'Á.NÚÑ'],
    // The same name with combining accents (decomposed, NFD).
    ['A\u0301ngel', 'Nu\u0301n\u0303ez', 'Á.NÚÑ'],
    ['Li', 'Wu', 'L.WU'],
    ['Ana María', 'de la Cruz', 'A.DE '],
  ])('%s %s reads %s', (name, lastName, preview) => {
    expect(cdaPreview(name, lastName)).toBe(preview);
  });

  it.each([
    ['R.QUI', true],
    ['Á.NÚÑ', true],
    ['L.WU', true],
    ['A.DE ', false],
    ['-.QUI', false],
    ['R.', false],
  ])('%j is %s as a preview', (preview, valid) => {
    expect(isCdaPreviewValid(preview)).toBe(valid);
  });
});

describe('the dispatcher phone', () => {
  it.each([
    ['+51987654321', null],
    ['519876543210', null],
    ['+5198765432', 'validation.phoneLength'],
    ['+519876543210', 'validation.phoneLength'],
    ['+51 98765432', 'validation.digitsOnly'],
    ['51+987654321', 'validation.digitsOnly'],
    ['', 'validation.required'],
  ])('%j: %s', (phone, problem) => {
    expect(cdaPhoneProblem(phone)).toBe(problem);
  });
});

describe('the CDA body', () => {
  const keys = (value: unknown) => {
    const parsed = cdaInputSchema.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
  };

  it('computes the preview itself, whatever the client sent', () => {
    expect(
      cdaInputSchema.parse({
        name: ' Rosa ',
        last_name: 'Quispe',
        phone_number: '+51987654321',
        display_name: 'X.XXX',
      }),
    ).toEqual({
      name: 'Rosa',
      last_name: 'Quispe',
      phone_number: '+51987654321',
      display_name: 'R.QUI',
    });
  });

  it('takes all fields blank as deleting the assignment', () => {
    expect(
      cdaInputSchema.parse({ name: '', last_name: ' ', phone_number: '', display_name: '' }),
    ).toEqual({ name: '', last_name: '', phone_number: '', display_name: '' });
  });

  it.each([
    [
      { name: 'Rosa', last_name: '', phone_number: '+51987654321' },
      ['last_name validation.required'],
    ],
    [{ name: '', last_name: 'Quispe', phone_number: '+51987654321' }, ['name validation.required']],
    [{ name: 'Rosa', last_name: 'Quispe', phone_number: '' }, ['phone_number validation.required']],
    [
      { name: 'Rosa', last_name: 'Quispe', phone_number: '98765432abcd' },
      ['phone_number validation.digitsOnly'],
    ],
    [
      { name: '*Rosa', last_name: 'Quispe', phone_number: '+51987654321' },
      ['display_name validation.cdaPreview'],
    ],
    [
      { name: 'Rosa', last_name: 'Quispe', phone_number: '+51987654321', extra: 1 },
      [' Unrecognized key: "extra"'],
    ],
  ])('refuses %j', (value, expected) => {
    expect(keys(value)).toEqual(expected);
  });
});
