import { describe, expect, it } from 'vitest';
import { zoneFromBoundaries } from './zone-from-boundaries.ts';

const COUNTRIES: Record<string, string[]> = {
  'America/Santarem': ['BR'],
  'America/Porto_Velho': ['BR'],
  'America/Asuncion': ['PY'],
  'America/Argentina/Cordoba': ['AR'],
  'Asia/Shanghai': ['CN'],
  'Asia/Urumqi': ['CN'],
};
const countriesOf = (zone: string) => COUNTRIES[zone] ?? [];

describe('zone from boundaries', () => {
  it('takes the zone the coordinates fall in', () => {
    const evidence = {
      country: 'BR',
      datasetZone: 'America/Porto_Velho',
      found: ['America/Santarem'],
    };
    expect(zoneFromBoundaries(evidence, countriesOf)).toBe('America/Santarem');
  });

  it('keeps the dataset zone where the coordinates fall across a border or at sea', () => {
    const across = { country: 'AR', datasetZone: 'America/Argentina/Cordoba' };
    expect(zoneFromBoundaries({ ...across, found: ['America/Asuncion'] }, countriesOf)).toBe(
      'America/Argentina/Cordoba',
    );
    expect(zoneFromBoundaries({ ...across, found: ['Etc/GMT+3'] }, countriesOf)).toBe(
      'America/Argentina/Cordoba',
    );
    expect(zoneFromBoundaries({ ...across, found: [] }, countriesOf)).toBe(
      'America/Argentina/Cordoba',
    );
  });

  it("keeps the dataset's choice where the boundaries give two zones", () => {
    const found = ['Asia/Shanghai', 'Asia/Urumqi'];
    expect(
      zoneFromBoundaries({ country: 'CN', datasetZone: 'Asia/Urumqi', found }, countriesOf),
    ).toBe('Asia/Urumqi');
    expect(
      zoneFromBoundaries({ country: 'CN', datasetZone: 'Asia/Kashgar', found }, countriesOf),
    ).toBe('Asia/Shanghai');
  });
});
