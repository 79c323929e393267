import { describe, expect, it } from 'vitest';
import { listAnswerText } from './list-answer.ts';
import { paginate } from './paginate.ts';
import { rowList } from './station-day.ts';

const rows = Array.from({ length: 7 }, (_, i) => ({
  flight: `LA${2100 + i}`,
  note: i % 2 ? 'ñandú "con comillas"' : null,
  stands: [i, i + 1],
}));
const searchIn = (row: { flight: string; note: string | null }) =>
  [row.flight, row.note ?? ''].map((v) => v.toUpperCase());

describe('a page of a list answer cut from serialised rows', () => {
  it('is byte for byte what serialising the whole answer writes', () => {
    const searches: [string, (row: (typeof rows)[number]) => boolean][] = [
      ['', () => true],
      ['ÑANDÚ', (row) => row.note !== null],
      ['la2105', (row) => row.flight === 'LA2105'],
      ['nothing', () => false],
    ];
    const pages = [
      { limit: 100_000, page: 1 },
      { limit: 2, page: 1 },
      { limit: 2, page: 2 },
      { limit: 3, page: 9 },
    ];
    for (const [query, matches] of searches) {
      for (const args of pages) {
        for (const lastSync of [null, '2026-03-10T20:00:00.000Z']) {
          const expected = JSON.stringify({
            data: {
              ...paginate(rows.filter(matches), args),
              last_sync: lastSync,
              as_of_change: 'change-7',
              as_of_seq: 7,
            },
          });
          expect(
            listAnswerText(rowList(rows, JSON.stringify, searchIn), query, args, {
              lastSync,
              asOf: 'change-7',
              seq: 7,
            }),
          ).toBe(expected);
        }
      }
    }
  });

  it('serialises each row once, however many pages show it', () => {
    let serialised = 0;
    const counted = rows.map((row) => ({
      toJSON: () => {
        serialised++;
        return row;
      },
    }));
    const list = rowList(counted, JSON.stringify, () => []);
    for (let page = 1; page <= 3; page++) {
      listAnswerText(list, '', { limit: 5, page }, { lastSync: null, asOf: null });
      listAnswerText(list, '', { limit: 100, page: 1 }, { lastSync: null, asOf: null });
    }
    expect(serialised).toBe(rows.length);
  });
});
