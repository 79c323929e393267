import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import { rolesNamed } from './role-text.ts';

const inSpanish = (key: string) => translate(key, {}, 'es');
const inEnglish = (key: string) => translate(key, {}, 'en');

describe('rolesNamed', () => {
  it('finds a role by the name the reader sees, whatever the case and accents', () => {
    expect(rolesNamed('Consulta', inSpanish)).toEqual(['GENERIC']);
    expect(rolesNamed('cónsul', inSpanish)).toEqual(['GENERIC']);
    expect(rolesNamed('duty', inSpanish)).toEqual(['DUTY']);
    expect(rolesNamed('viewer', inEnglish)).toEqual(['GENERIC']);
  });

  it('names no role for a search that is no role name, or blank', () => {
    expect(rolesNamed('Viewer', inSpanish)).toEqual([]);
    expect(rolesNamed('lima', inSpanish)).toEqual([]);
    expect(rolesNamed('  ', inSpanish)).toEqual([]);
  });
});
