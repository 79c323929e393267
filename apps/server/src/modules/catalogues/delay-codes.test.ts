import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DELAY_CODES } from '@board/domain';
import { describe, expect, it } from 'vitest';

const csv = readFileSync(
  path.resolve(import.meta.dirname, '../../../../../packages/domain/data/iata-delay-codes.csv'),
  'utf8',
);

describe('delay codes', () => {
  it('hold every IATA code of the reference list once, with its alpha code', () => {
    const reference = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',').slice(0, 2).join(','));
    expect(DELAY_CODES.map((c) => `${c.code},${c.alpha}`)).toEqual(reference);
    expect(new Set(DELAY_CODES.map((c) => c.code)).size).toBe(DELAY_CODES.length);
  });

  it('have a Spanish name and a responsible party each', () => {
    for (const code of DELAY_CODES) {
      expect(code.name.length).toBeGreaterThan(5);
      expect(code.iataResponsible).not.toBe('');
    }
  });
});
