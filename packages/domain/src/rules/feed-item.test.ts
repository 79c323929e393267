import { describe, expect, it } from 'vitest';
import { feedScheduleErrors, readFeedItem } from './feed-item.ts';

const ZONES: Record<string, string> = { LIM: 'America/Lima', SCL: 'America/Santiago' };
const zoneOf = (station: string) => ZONES[station];
const leg = {
  airline: 'LA',
  flight_number: '800',
  datop_local: '2026-04-04',
  depstn: 'SCL',
  arrstn: 'LIM',
  std: '2026-04-04T12:00:00Z',
  sta: '2026-04-04T16:00:00Z',
};
const checked = (item: object, stored?: { std: string; sta: string } | null) =>
  feedScheduleErrors(
    readFeedItem(item),
    stored && { std: new Date(stored.std), sta: new Date(stored.sta) },
    zoneOf,
  ).map((e) => `${e.path}: ${e.key}${e.params ? ` ${Object.values(e.params)}` : ''}`);

describe('reading a feed item', () => {
  it.each([
    [leg, { airline: 'LA', flight_number: '800', datop_local: '2026-04-04', depstn: 'SCL' }, true],
    [
      { ...leg, airline: ' la', depstn: 'scl ' },
      { airline: 'LA', flight_number: '800', datop_local: '2026-04-04', depstn: 'SCL' },
      true,
    ],
    [
      { airline: 'LAN', flight_number: 800, datop_local: '2026-04-31', depstn: '\u0000' },
      { airline: 'LAN', flight_number: '800', datop_local: '2026-04-31', depstn: null },
      false,
    ],
    [
      { airline: 'x'.repeat(33), flight_number: {}, depstn: '   ' },
      { airline: null, flight_number: null, datop_local: null, depstn: null },
      false,
    ],
    [42, { airline: null, flight_number: null, datop_local: null, depstn: null }, false],
  ])('%j has the key %j', (raw, key, complete) => {
    const read = readFeedItem(raw);
    expect(read.key).toEqual(key);
    expect(read.legKey !== null).toBe(complete);
  });

  it('keeps the schedule fields that meet the contract when the item does not', () => {
    const read = readFeedItem({ ...leg, std: 'noon', registration: 'CC-AZN-LONG' });
    expect(read.item).toBeNull();
    expect(read.schedule).toEqual({
      datop_local: leg.datop_local,
      depstn: 'SCL',
      arrstn: 'LIM',
      sta: leg.sta,
    });
    expect(read.fields.map((f) => f.path)).toEqual(['std', 'registration']);
  });
});

describe('checking a feed item schedule', () => {
  it.each([
    ['a good new leg', leg, null, []],
    // Santiago leaves summer time at midnight on 2026-04-05: 23:00 to 23:59 of the 4th come twice.
    [
      'std 03:59 UTC, the 4th again in Santiago',
      { ...leg, std: '2026-04-05T03:59:00Z', sta: '2026-04-05T07:00:00Z' },
      null,
      [],
    ],
    [
      'std 04:00 UTC, the 5th in Santiago',
      { ...leg, std: '2026-04-05T04:00:00Z', sta: '2026-04-05T07:00:00Z' },
      null,
      ['datop_local: validation.datopNotStdDay 2026-04-05'],
    ],
    [
      'a new leg without its schedule',
      { airline: 'LA', flight_number: '800', datop_local: '2026-04-04', depstn: 'SCL' },
      null,
      [
        'arrstn: validation.createNeeds',
        'std: validation.createNeeds',
        'sta: validation.createNeeds',
      ],
    ],
    [
      'unknown stations',
      { ...leg, depstn: 'ZZZ', arrstn: 'YYY' },
      null,
      ['depstn: validation.unknownAirport ZZZ', 'arrstn: validation.unknownAirport YYY'],
    ],
    ['sta equal to std', { ...leg, sta: leg.std }, null, ['sta: validation.staNotAfterStd']],
    [
      'a block of 20 h 1 min',
      { ...leg, sta: '2026-04-05T08:01:00Z' },
      null,
      ['sta: validation.blockTooLong 20'],
    ],
    ['a block of 20 h', { ...leg, sta: '2026-04-05T08:00:00Z' }, null, []],
    [
      'an update of std past the stored sta',
      { ...leg, sta: undefined, std: '2026-04-04T17:00:00Z' },
      { std: leg.std, sta: leg.sta },
      ['std: validation.staNotAfterStd'],
    ],
    [
      'an update without std, on a stored std of another day',
      { airline: 'LA', flight_number: '800', datop_local: '2026-04-04', depstn: 'SCL', load: 1 },
      { std: '2026-04-06T12:00:00Z', sta: '2026-04-06T13:00:00Z' },
      ['datop_local: validation.datopNotStdDay 2026-04-06'],
    ],
    [
      'a broken std, not replaced by the stored one',
      { ...leg, std: 'noon', sta: '2026-04-04T11:00:00Z' },
      { std: leg.std, sta: leg.sta },
      [],
    ],
    [
      'an unreadable key: nothing stored to compare',
      { ...leg, airline: 1, sta: undefined },
      undefined,
      [],
    ],
  ])('%s', (_, item, stored, expected) => {
    expect(checked(item, stored)).toEqual(expected);
  });
});
