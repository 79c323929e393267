import { type FeedLegInput, localDate, zonedInstant } from '@board/domain';

/**
 * A LATAM operating day as the airline's published network flies it: its hubs (Lima, Santiago,
 * São Paulo, Bogotá) to the domestic and international airports they serve, with typical block
 * times and departure times from each hub. Each outbound comes back after a ground time, so the
 * day is out-and-back rotations; the figures are public schedule facts, the flight numbers are
 * this file's own.
 */
type Route = [to: string, block: number, departures: string[]];

const NETWORK: Record<string, Route[]> = {
  LIM: [
    [
      'CUZ',
      80,
      ['05:00', '06:10', '07:20', '08:40', '10:05', '12:15', '14:30', '16:50', '17:40', '19:10'],
    ],
    ['AQP', 90, ['05:30', '08:00', '11:10', '15:20', '19:40', '21:00']],
    ['PIU', 110, ['06:20', '12:40', '18:10']],
    ['TRU', 70, ['07:10', '13:30', '20:00']],
    ['IQT', 115, ['06:00', '14:10']],
    ['JUL', 100, ['06:40', '12:05']],
    ['TCQ', 100, ['07:50', '17:30']],
    ['CIX', 95, ['08:20', '19:10']],
    ['PEM', 95, ['09:15']],
    ['TPP', 95, ['10:30', '16:20']],
    ['AYP', 60, ['05:45']],
    ['TBP', 125, ['11:40']],
    ['CJA', 80, ['09:50']],
    ['PCL', 75, ['13:10']],
    ['JAU', 60, ['07:35']],
    ['SCL', 215, ['01:20', '08:30', '13:50', '18:45']],
    ['BOG', 195, ['02:10', '09:40', '16:30']],
    ['MIA', 350, ['00:30', '09:00']],
    ['JFK', 450, ['23:50']],
    ['LAX', 510, ['00:55']],
    ['MAD', 690, ['19:00']],
    ['MEX', 340, ['01:40', '14:20']],
    ['CUN', 330, ['02:30']],
    ['UIO', 150, ['06:30', '17:10']],
    ['GYE', 130, ['07:45', '19:30']],
    ['LPB', 110, ['05:55']],
    ['VVI', 180, ['08:15']],
    ['EZE', 270, ['00:10', '10:20']],
    ['GRU', 285, ['01:00', '11:50']],
    ['GIG', 300, ['12:30']],
    ['MVD', 285, ['09:05']],
    ['ASU', 250, ['10:55']],
    ['PUJ', 360, ['03:10']],
    ['MDE', 195, ['12:50']],
    ['CLO', 170, ['15:10']],
    ['CTG', 210, ['16:05']],
    ['HAV', 330, ['01:55']],
    ['PTY', 170, ['11:20']],
  ],
  SCL: [
    ['ANF', 125, ['06:00', '09:30', '14:10', '19:20', '21:50']],
    ['CJC', 120, ['06:30', '11:00', '17:40', '21:10']],
    ['IQQ', 145, ['07:10', '15:20']],
    ['ARI', 160, ['07:40', '18:10']],
    ['CPO', 85, ['08:20', '16:30']],
    ['LSC', 60, ['08:50', '13:20', '20:10']],
    ['CCP', 70, ['07:00', '12:40', '19:00', '21:30']],
    ['ZCO', 85, ['09:10', '17:20']],
    ['ZAL', 90, ['10:40']],
    ['ZOS', 100, ['11:30']],
    ['PMC', 105, ['06:50', '12:10', '18:30']],
    ['BBA', 150, ['09:40']],
    ['PUQ', 200, ['07:20', '14:50']],
    ['PNT', 190, ['10:10']],
    ['IPC', 340, ['09:00']],
    ['EZE', 130, ['07:30', '13:00', '18:20']],
    ['AEP', 125, ['10:00', '16:40']],
    ['MDZ', 55, ['11:50']],
    ['COR', 115, ['08:10']],
    ['GRU', 235, ['08:40', '15:30']],
    ['GIG', 255, ['09:20']],
    ['FLN', 200, ['12:00']],
    ['SSA', 300, ['22:10']],
    ['MVD', 140, ['10:50']],
    ['ASU', 165, ['13:40']],
    ['BOG', 360, ['00:40']],
    ['MIA', 520, ['23:05']],
    ['JFK', 630, ['21:40']],
    ['LAX', 690, ['23:30']],
    ['MAD', 770, ['12:20']],
    ['MEL', 900, ['23:55']],
    ['SYD', 860, ['22:45']],
    ['AKL', 780, ['23:20']],
    ['PPT', 600, ['15:00']],
    ['CUN', 510, ['01:10']],
    ['PUJ', 500, ['00:20']],
    ['UIO', 315, ['02:40']],
    ['GYE', 300, ['03:30']],
  ],
  GRU: [
    ['GIG', 60, ['06:00', '08:30', '11:00', '14:20', '18:40', '20:10', '21:30']],
    ['BSB', 95, ['06:30', '12:10', '19:20']],
    ['CNF', 75, ['07:10', '16:30']],
    ['SSA', 135, ['07:40', '17:50']],
    ['REC', 190, ['08:20', '20:30']],
    ['FOR', 210, ['09:10']],
    ['POA', 100, ['06:50', '15:40']],
    ['FLN', 75, ['10:20']],
    ['CWB', 60, ['11:40']],
    ['BEL', 215, ['12:30']],
    ['MAO', 240, ['13:15']],
    ['NAT', 195, ['14:00']],
    ['LIS', 600, ['17:30']],
    ['FRA', 690, ['18:05']],
    ['LHR', 700, ['18:50']],
    ['MXP', 690, ['17:55']],
    ['BOS', 600, ['22:30']],
    ['MCO', 540, ['23:15']],
    ['JNB', 600, ['19:30']],
  ],
  BOG: [
    ['MDE', 55, ['06:00', '09:00', '13:20', '18:30', '20:00', '21:20']],
    ['CLO', 65, ['06:40', '15:10']],
    ['CTG', 90, ['07:20', '16:40', '19:50']],
    ['BAQ', 95, ['08:10']],
    ['SMR', 95, ['09:30']],
    ['ADZ', 125, ['10:50']],
    ['BGA', 55, ['11:30']],
    ['PEI', 55, ['12:20']],
    ['CUC', 70, ['14:00']],
    ['LET', 120, ['08:40']],
    ['UIO', 95, ['13:10']],
    ['GPS', 240, ['07:50']],
  ],
};

/**
 * The day's legs as feed items, 369 of them: every route's round trips, and the Easter Island
 * flight going on to Tahiti, which comes back another day.
 */
export function latamDay(day: string, zones: ReadonlyMap<string, string>): FeedLegInput[] {
  const items: FeedLegInput[] = [];
  let number = 5000;
  const leg = (from: string, to: string, std: Date, block: number): FeedLegInput => {
    const sta = new Date(std.getTime() + block * 60_000);
    return {
      airline: 'LA',
      flight_number: String(number++),
      datop_local: localDate(std, zones.get(from) ?? 'UTC'),
      depstn: from,
      arrstn: to,
      std: std.toISOString(),
      sta: sta.toISOString(),
      material: block > 400 ? '789' : '320',
    };
  };
  for (const [hub, routes] of Object.entries(NETWORK)) {
    for (const [to, block, departures] of routes) {
      for (const at of departures) {
        const out = zonedInstant(day, at, zones.get(hub) ?? 'UTC');
        const ground = block > 400 ? 150 : 50;
        items.push(leg(hub, to, out, block));
        items.push(leg(to, hub, new Date(out.getTime() + (block + ground) * 60_000), block));
      }
    }
  }
  const easter = items.find((item) => item.depstn === 'SCL' && item.arrstn === 'IPC');
  if (easter) {
    const std = new Date(new Date(easter.sta as string).getTime() + 75 * 60_000);
    items.push(leg('IPC', 'PPT', std, 345));
  }
  return items;
}
