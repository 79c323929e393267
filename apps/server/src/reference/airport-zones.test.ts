import { describe, expect, it } from 'vitest';
import { datasetEntries, iataCode } from './airport-dataset.ts';
import zonesFile from './airport-zones.json' with { type: 'json' };
import { airports } from './airports.ts';
import { lookupAllZones, lookupZone } from './zone-lookup.ts';

/** The UTC offset of a zone at an instant, as "GMT-3". */
function offsetAt(zone: string, instant: string): string | undefined {
  return new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value;
}

// Reading the dataset and the boundaries takes seconds on a busy machine.
describe('airport zones', { timeout: 30_000 }, () => {
  it('gives every South American airport the zone of the tz database at its coordinates', async () => {
    const index = await airports();
    const southAmerican = (await datasetEntries()).filter(
      (entry) => entry.continent === 'SA' && iataCode(entry),
    );
    expect(southAmerican.length).toBeGreaterThan(900);
    for (const entry of southAmerican) {
      const code = iataCode(entry) as string;
      const zone = index.get(code)?.timeZone;
      expect(zone, code).toBe(lookupZone(entry));
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), code).not.toThrow();
    }
  });

  it('keeps the clocks the dataset had wrong as the tz database keeps them', async () => {
    const index = await airports();
    const winter = '2026-07-01T12:00:00Z';
    const summer = '2026-01-15T12:00:00Z';
    const clock = (code: string) => {
      const zone = index.get(code)?.timeZone ?? 'none';
      return [zone, offsetAt(zone, winter), offsetAt(zone, summer)];
    };
    for (const code of ['STM', 'TMT', 'ALT', 'JCR', 'MTE', 'OBI', 'ORX']) {
      expect(clock(code), code).toEqual(['America/Santarem', 'GMT-3', 'GMT-3']);
    }
    for (const code of ['QSC', 'QDB']) {
      expect(clock(code), code).toEqual(['America/Sao_Paulo', 'GMT-3', 'GMT-3']);
    }
    expect(clock('IBB')).toEqual(['Pacific/Galapagos', 'GMT-6', 'GMT-6']);
    expect(clock('SMB')).toEqual(['America/Punta_Arenas', 'GMT-3', 'GMT-3']);
  });

  it('holds what the boundaries give for every airport of the dataset today', async () => {
    // Fails after a new airport-data-js or geo-tz until scripts/write-airport-zones.ts is run.
    expect(await lookupAllZones()).toEqual(zonesFile);
  });
});
