import { describe, expect, it } from 'vitest';
import { DEMO_STATIONS } from '../db/demo-data.ts';
import { airportOf, airports } from './airports.ts';

/**
 * Each station the product knew before the dataset, with the zone and country the IANA
 * time-zone database (zone1970.tab) gives its city: the dataset, corrected, must agree.
 */
const KNOWN: Readonly<Record<string, [zone: string, country: string]>> = {
  LIM: ['America/Lima', 'PE'],
  SCL: ['America/Santiago', 'CL'],
  CUN: ['America/Cancun', 'MX'],
  MIA: ['America/New_York', 'US'],
  BOG: ['America/Bogota', 'CO'],
  PUJ: ['America/Santo_Domingo', 'DO'],
  FLN: ['America/Sao_Paulo', 'BR'],
  GIG: ['America/Sao_Paulo', 'BR'],
  GRU: ['America/Sao_Paulo', 'BR'],
  POA: ['America/Sao_Paulo', 'BR'],
  EZE: ['America/Argentina/Buenos_Aires', 'AR'],
  AEP: ['America/Argentina/Buenos_Aires', 'AR'],
  BRC: ['America/Argentina/Salta', 'AR'],
  MDZ: ['America/Argentina/Mendoza', 'AR'],
  SSA: ['America/Bahia', 'BR'],
  MVD: ['America/Montevideo', 'UY'],
  PUQ: ['America/Punta_Arenas', 'CL'],
  IPC: ['Pacific/Easter', 'CL'],
  // Aysén keeps UTC-3 all year since 2025 (tzdb 2025b).
  BBA: ['America/Coyhaique', 'CL'],
};
const PERU = ['CUZ', 'AQP', 'PIU', 'TRU', 'IQT', 'JUL', 'TCQ', 'CIX', 'PEM', 'TPP', 'AYP', 'TBP'];
const CHILE = ['ANF', 'ARI', 'IQQ', 'CJC', 'CPO', 'LSC', 'CCP', 'ZCO', 'ZAL', 'ZOS', 'PMC'];

function expected(code: string): [string, string] | undefined {
  if (PERU.includes(code) || code === 'CJA' || code === 'PCL') return ['America/Lima', 'PE'];
  if (CHILE.includes(code)) return ['America/Santiago', 'CL'];
  return KNOWN[code];
}

describe('airports dataset', () => {
  it('holds every station already known, with the zone and country of the tz database', async () => {
    const index = await airports();
    expect(DEMO_STATIONS).toHaveLength(44);
    for (const station of DEMO_STATIONS) {
      const airport = index.get(station.code);
      expect(airport, station.code).toBeDefined();
      expect([airport?.timeZone, airport?.country], station.code).toEqual(expected(station.code));
    }
  });

  it('knows the airports of a real day beyond the stations', async () => {
    const index = await airports();
    for (const code of ['JFK', 'MAD', 'MEX', 'UIO', 'LPB', 'LAX', 'ASU', 'GYE', 'CCS', 'PTY']) {
      expect(index.get(code)?.code, code).toBe(code);
    }
    expect(index.all.length).toBeGreaterThan(9_000);
  });

  it('gives every airport a zone this runtime can compute with', async () => {
    const index = await airports();
    const zones = new Set(index.all.map((airport) => airport.timeZone));
    for (const zone of zones) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), zone).not.toThrow();
    }
  });

  it('takes the zone from the data file and leaves out entries the product cannot use', () => {
    const zones = { BKK: 'Asia/Bangkok', PUQ: 'America/Punta_Arenas', XXX: 'Mars/Olympus' };
    expect(
      airportOf({ iata: 'BKK', time: 'Asia/ Bangkok', country_code: 'th', airport: 'X' }, zones),
    ).toEqual({ code: 'BKK', name: 'X', country: 'TH', timeZone: 'Asia/Bangkok', size: 0 });
    expect(
      airportOf({ iata: 'PUQ', time: 'America/Santiago', country_code: 'CL' }, zones)?.timeZone,
    ).toBe('America/Punta_Arenas');
    expect(airportOf({ iata: '', time: 'America/Lima' }, zones)).toBeNull();
    expect(airportOf({ iata: 'XXX', time: 'America/Lima' }, zones)).toBeNull();
    expect(airportOf({ iata: 'LIM', time: 'America/Lima' }, zones)).toBeNull();
  });

  it('finds airports by code first, then by name', async () => {
    const index = await airports();
    const found = index.search('lim', 5);
    expect(found[0]?.code).toBe('LIM');
    expect(index.search('barajas', 3).map((a) => a.code)).toContain('MAD');
    expect(index.search('  ', 3)).toEqual([]);
  });
});
