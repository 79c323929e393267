import { describe, expect, it } from 'vitest';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import { catalogueKeys, translate } from './translate.ts';

describe('catalogues', () => {
  it('English has exactly the Spanish keys', () => {
    expect(catalogueKeys(en).sort()).toEqual(catalogueKeys(es).sort());
  });

  it('no text is empty in either catalogue', () => {
    for (const cat of [es, en]) {
      for (const key of catalogueKeys(cat))
        expect(translate(key, {}, cat === es ? 'es' : 'en')).not.toBe('');
    }
  });
});

describe('translate', () => {
  it('interpolates parameters', () => {
    expect(translate('validation.minLength', { min: 4 })).toBe(
      'Debe contener al menos 4 caracteres',
    );
  });
  it('falls back to Spanish, then to the key', () => {
    expect(translate('validation.required', {}, 'en')).toBe('This field is required');
    expect(translate('no.such.key')).toBe('no.such.key');
  });
});
