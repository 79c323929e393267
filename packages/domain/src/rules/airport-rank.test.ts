import { describe, expect, it } from 'vitest';
import { foldSearch, rankAirports, type SearchedAirport } from './airport-rank.ts';

const AIRPORTS: SearchedAirport[] = [
  { code: 'LIM', name: 'Jorge Chavez International Airport', city: 'Lima', size: 3 },
  { code: 'CLQ', name: 'Colima Airport', size: 2 },
  { code: 'LLH', name: 'Las Limas Airport', size: 1 },
  { code: 'LIO', name: 'Limon International Airport', size: 2 },
  { code: 'PMV', name: 'Santiago Marino International Airport', size: 2 },
  { code: 'SCL', name: 'Santiago International Airport', size: 3 },
  { code: 'SCQ', name: 'Santiago De Compostela Airport', size: 2 },
  { code: 'MIA', name: 'Miami International Airport', size: 3 },
  { code: 'JDM', name: 'Miami Downtown Heliport', size: 0 },
  { code: 'MIG', name: 'Mianyang Nanjiao Airport', size: 2 },
  { code: 'OMH', name: 'Urmia Airport', size: 2 },
  { code: 'BOG', name: 'El Dorado International Airport', city: 'Bogotá', size: 3 },
];

const codes = (text: string) => rankAirports(AIRPORTS, text, 20).map((a) => a.code);

describe('an airport search', () => {
  it.each([
    // text, the codes in the order they come
    ['lim', ['LIM', 'LIO', 'LLH', 'CLQ']],
    ['lima', ['LIM', 'LLH', 'CLQ']],
    ['mia', ['MIA', 'MIG', 'JDM', 'OMH']],
    ['miami', ['MIA', 'JDM']],
    ['santiago', ['SCL', 'PMV', 'SCQ']],
    ['scl', ['SCL']],
    ['BOGOTA', ['BOG']],
    ['  bogotá ', ['BOG']],
    ['dorado', ['BOG']],
    ['', []],
    ['xyz', []],
  ])('for %j answers %j', (text, expected) => {
    expect(codes(text)).toEqual(expected);
  });

  it('puts the exact code before a city of that name, and the city before a code it begins', () => {
    const airports: SearchedAirport[] = [
      { code: 'ROM', name: 'Romeo Airport', size: 1 },
      { code: 'ROME', name: 'Not a code', city: 'Rome', size: 3 },
      { code: 'RMA', name: 'Roma Airport', size: 2 },
    ];
    expect(rankAirports(airports, 'rom', 5).map((a) => a.code)).toEqual(['ROM', 'ROME', 'RMA']);
  });

  it('takes a city by code where the airports carry none', () => {
    const airports: SearchedAirport[] = [
      { code: 'CUZ', name: 'Alejandro Velasco Astete International Airport' },
      { code: 'CUS', name: 'Cusco Heliport' },
    ];
    const cityOf = (code: string) => (code === 'CUZ' ? 'Cusco' : undefined);
    expect(rankAirports(airports, 'cusco', 5, cityOf).map((a) => a.code)).toEqual(['CUZ', 'CUS']);
  });

  it('folds case, accents and punctuation', () => {
    expect(foldSearch(' São Paulo-Guarulhos ')).toBe('SAO PAULO GUARULHOS');
  });
});
