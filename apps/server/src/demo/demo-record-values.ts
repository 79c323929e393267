import {
  type DelaysRequest,
  type Leg,
  type LegModifiedRequest,
  localTime,
  type MilestonesArrival,
  type MilestonesDeparture,
  milestonesArrivalForm,
  milestonesDepartureForm,
  minimumGroundTime,
  minutesBetween,
  overnightTypesAt,
} from '@board/domain';
import { CREW_NAMES } from './network.ts';
import { between, pickOne, seededRandom } from './random.ts';

type OvernightInput = NonNullable<LegModifiedRequest['overnight']>;

/** Delays coded from this many minutes late; shorter ones are absorbed on the ground. */
const CODED_FROM_MINUTES = 15;

/** What the aircraft's late arrival is coded as: IATA 93, with the note the station leaves. */
const LATE_AIRCRAFT = [
  ['93', 'Llegada tardía de la aeronave'],
  ['93', 'Rotación atrasada desde la escala anterior'],
] as const;

/**
 * Codes a ground team gives the rest of its late departures, with the note it leaves: boarding,
 * baggage, loading, a technical fault, crew, the airport or ATC.
 */
const DELAY_REASONS = [
  ['15', 'Pasajeros en conexión llegaron tarde a la puerta'],
  ['18', 'Clasificación de equipaje lenta'],
  ['32', 'Carga voluminosa en bodega 4'],
  ['33', 'Loader en mantenimiento'],
  ['41', 'Cambio de rueda de tren principal'],
  ['63', 'Tripulación llegó tarde al avión'],
  ['87', 'Posición ocupada al llegar'],
  ['89', 'Restricción de plataforma'],
] as const;

const OVERNIGHT_COMMENTS = ['', '', '', 'GPU conectada', 'Limpieza profunda', 'Revisión A-check'];

/** The leg's feed key: the same on every start, where its id is not. */
const keyOf = (leg: Pick<Leg, 'flight_number' | 'datop_local' | 'depstn'>) =>
  `${leg.flight_number}/${leg.datop_local}/${leg.depstn}`;
const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
const lastName = (random: () => number) => pickOne(random, CREW_NAMES).split(' ')[1] ?? '';

/** What demoDelays reads of a departure. */
type DelayedDeparture = Pick<
  Leg,
  '_id' | 'version' | 'flight_number' | 'datop_local' | 'depstn' | 'std' | 'atd' | 'material'
>;

/**
 * Minutes of a departure's delay its inbound caused: how far the inbound's on-blocks plus the
 * type's minimum ground time went past the departure's STD, at most the whole delay. Zero when
 * the inbound came in time (or is not known).
 */
function lateAircraftMinutes(
  leg: DelayedDeparture,
  inbound: Pick<Leg, 'control_taxi_on_blocks'> | null,
  late: number,
): number {
  const ready = minutesBetween(leg.std, inbound?.control_taxi_on_blocks);
  if (ready === null) return 0;
  return Math.min(late, Math.max(0, ready + minimumGroundTime(leg.material)));
}

/**
 * The delays a station codes for a departure that left late, or null when it left on time:
 * code 93 for the minutes its late inbound caused, and only then; another reason (sometimes
 * two) for the rest.
 */
export function demoDelays(
  leg: DelayedDeparture,
  inbound: Pick<Leg, 'control_taxi_on_blocks'> | null,
): DelaysRequest | null {
  if (!leg.atd) return null;
  const late = Math.round((Date.parse(leg.atd) - Date.parse(leg.std)) / 60_000);
  if (late < CODED_FROM_MINUTES) return null;
  const random = seededRandom(`delays:${keyOf(leg)}`);
  const reactionary = lateAircraftMinutes(leg, inbound, late);
  const own = late - reactionary;
  const first = pickOne(random, DELAY_REASONS);
  const parts: [readonly [string, string], number][] = [];
  if (reactionary > 0) parts.push([pickOne(random, LATE_AIRCRAFT), reactionary]);
  if (own >= 30 && random() < 0.35) {
    const second = pickOne(
      random,
      DELAY_REASONS.filter(([code]) => code !== first[0]),
    );
    const split = Math.round(own * 0.6);
    parts.push([first, split], [second, own - split]);
  } else if (own > 0) {
    parts.push([first, own]);
  }
  const delays = parts.map(([[code, description], minutes]) => ({
    delay: { code },
    minutes,
    description,
  }));
  return { _id: leg._id, version: leg.version, depstn: leg.depstn, delays, delays_min_total: late };
}

/** Where each station-bound overnight type puts an aircraft, as the demo writes it. */
const STATION_PLACES: Record<number, (random: () => number) => string> = {
  2: (random) => `L${between(random, 1, 8)}`,
  3: () => 'G8',
  4: (random) => `H${between(random, 1, 4)}`,
  5: (random) => `B${between(random, 1, 3)}`,
};

/**
 * Where an aircraft back at its hub for the night is parked: mostly at its arrival stand, the
 * rest at places of that station only (Lima's lateral or Grupo 8, Santiago's taxiway or
 * maintenance base); a few nights are cut short for an early start.
 */
export function demoOvernight(leg: Leg): OvernightInput {
  const random = seededRandom(`overnight:${keyOf(leg)}`);
  const roll = random();
  const own = overnightTypesAt(leg.arrstn).filter((type) => type.station !== null);
  const place = roll < 0.6 || own.length === 0 ? null : own[Math.floor(random() * own.length)];
  const [code, ubication] = place
    ? [place.code, STATION_PLACES[place.code]?.(random) ?? '']
    : [1, leg.pea_number_arrival ?? ''];
  const cut = random() < 0.1;
  return {
    type: { code: code as OvernightInput['type']['code'] },
    ubication,
    comment: pickOne(random, OVERNIGHT_COMMENTS),
    cut,
    cut_duration: cut
      ? {
          start: '23:30',
          end: '04:45',
          authorizer: `${pickOne(random, ['M.', 'R.', 'J.'])} ${lastName(random)}`,
        }
      : { start: '', end: '', authorizer: '' },
  };
}

/** What the ground team noted as the aircraft reached its stand and unloaded. */
export function demoArrivalMilestones(leg: Leg, zone: string): MilestonesArrival | null {
  if (!leg.control_taxi_on_blocks) return null;
  const random = seededRandom(`milestones-arrival:${keyOf(leg)}`);
  const blocks = new Date(leg.control_taxi_on_blocks);
  const at = (minutes: number) => localTime(plus(blocks, minutes), zone);
  const disembarked = between(random, 12, 18);
  return milestonesArrivalForm({
    milestones: {
      operators_number: String(between(random, 4, 6)),
      pea: leg.pea_number_arrival ?? '',
      chock: at(0),
      open_doors: at(2),
      disembarkation_start: at(3),
      disembarkation_end: at(3 + disembarked),
    },
    hold_baggages: { open_hold: at(3), first_bag: at(9), last_bag: at(24), pea_charge: at(26) },
    tape_baggages: { first_bag: at(14), last_bag: at(31) },
  });
}

/** What the ground team noted while it turned the aircraft round and sent it off. */
export function demoDepartureMilestones(leg: Leg, zone: string): MilestonesDeparture | null {
  if (!leg.atd) return null;
  const random = seededRandom(`milestones-departure:${keyOf(leg)}`);
  const std = new Date(leg.std);
  const atd = new Date(leg.atd);
  const before = (minutes: number) => localTime(plus(std, -minutes), zone);
  const pax = leg.paxs_boarded.count.adult + leg.paxs_boarded.count.infant;
  const staff = (quantity: number) => ({
    name: pickOne(random, ['A', 'C', 'L', 'M', 'R']),
    last_name: lastName(random),
    quantity: String(quantity),
  });
  const sales = between(random, 0, 3);
  return milestonesDepartureForm({
    pea_parking: {
      type: leg.pea_type_departure ?? '',
      number: leg.pea_number_departure ?? '',
      hall: leg.pea_hall_departure ?? '',
    },
    milestones: {
      delivery: before(60),
      start: before(40),
      end: before(12),
      close_doors: localTime(plus(atd, -3), zone),
      total_BKD: String(pax),
    },
    hold_baggages: {
      first_bag: before(50),
      last_bag: before(14),
      close: localTime(plus(atd, -5), zone),
    },
    counter: {
      open_checkin: before(180),
      close_checkin: before(60),
      attention: String(pax),
      total_bags: String(leg.baggage_total ?? 0),
      sales_number: String(sales),
      sales_amount: sales ? `${sales * between(random, 40, 90)}.00` : '',
    },
    retained_packages: { bags: String(between(random, 0, 2)), car: '0', wch: '0' },
    fuel: { total_kg: String(between(random, 52, 90) * 100), start: before(55), end: before(35) },
    staff: {
      super_spax: staff(1),
      boarding_agent: staff(2),
      ramp_agent: staff(between(random, 4, 6)),
    },
  });
}
