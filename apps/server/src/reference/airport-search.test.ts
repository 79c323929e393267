import { describe, expect, it } from 'vitest';
import { airports } from './airports.ts';

/** The stations' cities, as their names begin ("Lima - Jorge Chávez"). */
const CITIES = new Map([
  ['LIM', 'Lima'],
  ['SCL', 'Santiago'],
  ['BOG', 'Bogotá'],
  ['CUZ', 'Cusco'],
]);

const first = async (text: string, count = 1) =>
  (await airports())
    .search(text, 20, CITIES)
    .slice(0, count)
    .map((airport) => airport.code);

describe('searching the airports dataset', () => {
  it('puts the exact code first', async () => {
    expect(await first('mia')).toEqual(['MIA']);
    expect(await first('lim')).toEqual(['LIM']);
    expect(await first('SCL')).toEqual(['SCL']);
  });

  it('puts the city next: a station by its city, else a name that begins with it, larger first', async () => {
    expect(await first('lima')).toEqual(['LIM']);
    expect(await first('bogota')).toEqual(['BOG']);
    expect(await first('Cusco')).toEqual(['CUZ']);
    expect(await first('santiago')).toEqual(['SCL']);
    // No station: the name that begins with the city, the large airport before the heliport.
    expect(await first('miami')).toEqual(['MIA']);
    expect(await first('madrid')).toEqual(['MAD']);
  });
});
