import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import { instantText } from './instant-text.ts';
import { roleText } from './role-text.ts';

describe('instants written one way', () => {
  const at = '2026-03-10T03:30:00Z';
  it.each([
    ['time', 'America/Lima', '22:30'],
    ['dayTime', 'America/Lima', '09-03 22:30'],
    ['dateTime', 'America/Lima', '09-03-26 22:30'],
    ['dateTime', 'UTC', '10-03-26 03:30'],
  ] as const)('%s in %s reads %s', (part, zone, text) => {
    expect(instantText(at, zone, part)).toBe(text);
  });
});

describe('roles by their names', () => {
  const es = (key: string) => translate(key);
  it.each([
    ['GENERIC', 'Consulta'],
    ['DUTY', 'Duty'],
    ['CTA', 'CTA'],
    [null, 'Sin rol asignado'],
    ['OTHER', 'OTHER'],
  ])('%s reads %s', (role, text) => {
    expect(roleText(role, es)).toBe(text);
  });
});
