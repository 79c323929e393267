import type { DelayCode } from '../catalogues/delay-codes.ts';
import { normalizeRegistration } from '../rules/registration-mark.ts';
import type { DelayEntry } from '../schemas/legs.ts';
import { currentRegistration } from '../schemas/registrations.ts';
import { resolveClock } from './mvt-time.ts';
import type { MovementClock, MovementDelay, MovementMessage } from './mvt-types.ts';

/** The leg fields a movement message may set, as the operations feed names them. */
export type MovementField =
  | 'atd'
  | 'takeoff'
  | 'landed'
  | 'on_blocks'
  | 'etd'
  | 'eta'
  | 'registration'
  | 'pax'
  | 'delays';

/** Which message set a field: when it was sent, and whether it was a correction (COR). */
export interface MovementSource {
  at: string;
  cor: boolean;
}
export type MovementSources = Partial<Record<MovementField, MovementSource>>;

/** What the message needs of the leg it reports on. */
export interface MovementLeg {
  std: Date;
  sta: Date;
  registration: string | null;
}

/** A problem that keeps a message from being applied: an i18n key and its values. */
export interface MovementRefusal {
  key: string;
  params?: Record<string, string | number>;
}

/** The values a message gives its leg, before any is weighed against what the leg holds. */
export interface MovementValues {
  atd?: string | null;
  takeoff?: string | null;
  landed?: string | null;
  on_blocks?: string | null;
  etd?: string | null;
  eta?: string | null;
  registration?: string;
  pax?: { adult: number; infant: number };
  delays?: MovementDelay[];
}

/** A time more than this from the leg's schedule is a mistake in the message, not a delay. */
export const MOVEMENT_MAX_HOURS_FROM_SCHEDULE = 48;

/**
 * Whether a message sent `at` (correction or not) may set a field another message set before.
 * Each field weighs the message that set it, and a correction speaks for the values it carries as
 * of when it was sent: a message sent later is newer news and applies, correction or not (a
 * revised estimate after a corrected departure message); one sent before it does not. In the
 * same minute a correction outranks a plain message, and otherwise the later received applies:
 * it is the same message, or one sent in the same minute and received after.
 */
export function mayReplace(stored: MovementSource | undefined, next: MovementSource): boolean {
  if (!stored) return true;
  const [before, after] = [new Date(stored.at).getTime(), new Date(next.at).getTime()];
  if (after !== before) return after > before;
  return next.cor || !stored.cor;
}

/**
 * The leg values a message stands for, with its clocks made full instants around the leg's
 * schedule, or why it cannot be applied. A return to the ramp or from the air (RR, FR) clears the
 * departure's off-block and take-off: the aircraft is back, and its next AD sets them again.
 */
export function movementValues(
  message: MovementMessage,
  leg: MovementLeg,
): MovementValues | MovementRefusal {
  const values: MovementValues = {};
  const problems: MovementRefusal[] = [];
  const time = (clock: MovementClock | null, reference: Date): string | undefined => {
    if (!clock) return undefined;
    const at = resolveClock(clock, reference);
    const hours = Math.abs(at.getTime() - reference.getTime()) / 3_600_000;
    if (hours > MOVEMENT_MAX_HOURS_FROM_SCHEDULE) {
      problems.push({
        key: 'movement.errors.timeOutOfRange',
        params: { value: at.toISOString().slice(0, 16).replace('T', ' ') },
      });
    }
    return at.toISOString();
  };
  if (message.returnToRamp || message.returnFromAirborne) {
    values.atd = null;
    values.takeoff = null;
  }
  const atd = time(message.offBlock, leg.std);
  const takeoff = time(message.airborne, leg.std);
  if (atd !== undefined) values.atd = atd;
  if (takeoff !== undefined) values.takeoff = takeoff;
  values.etd = time(message.estimatedDeparture, leg.std);
  values.eta = time(message.estimatedArrival?.at ?? null, leg.sta);
  values.landed = time(message.touchdown, leg.sta);
  values.on_blocks = time(message.onBlock, leg.sta);
  for (const key of Object.keys(values) as (keyof MovementValues)[]) {
    if (values[key] === undefined) delete values[key];
  }
  const before = (a: string | null | undefined, b: string | null | undefined) =>
    a && b && new Date(b).getTime() < new Date(a).getTime();
  if (before(values.atd, values.takeoff) || before(values.landed, values.on_blocks)) {
    problems.push({ key: 'movement.errors.timesOutOfOrder' });
  }
  if (message.flight.registration) {
    const registration = normalizeRegistration(message.flight.registration);
    if (registration === null) {
      problems.push({
        key: 'movement.errors.registration',
        params: { value: message.flight.registration },
      });
    } else if (registration !== currentRegistration(leg.registration)) {
      values.registration = registration;
    }
  }
  if (message.passengers) {
    const { total, adults, infants } = message.passengers;
    values.pax = { adult: adults ?? total, infant: infants ?? 0 };
  }
  if (message.delays.length > 0) values.delays = message.delays;
  return problems[0] ?? values;
}

export const isRefusal = (value: MovementValues | MovementRefusal): value is MovementRefusal =>
  'key' in value;

/** The most delay entries a leg holds (section 9); a movement message may not bring more. */
const MAX_DELAY_ENTRIES = 3;

/**
 * A message's delay lines as the leg's delay entries, marked as coming from the message, with the
 * sub-code it gave. A code sent without its duration takes the whole delay of the departure
 * (off-block, else estimate, minus STD) when it is the only one; otherwise, or before the
 * departure is known (an NI with `DL41`), the code is kept with its minutes pending (0), for the
 * station to fill in or a later message to give. `catalogue` holds the codes the station may
 * record, the airline's own ones included.
 */
export function movementDelayEntries(
  delays: MovementDelay[],
  leg: { std: Date; departedAt: Date | null },
  catalogue: ReadonlyMap<string, DelayCode>,
  at: string,
): DelayEntry[] | MovementRefusal {
  if (delays.length > MAX_DELAY_ENTRIES) {
    return { key: 'movement.errors.tooManyDelaysForBoard', params: { max: MAX_DELAY_ENTRIES } };
  }
  const entries: DelayEntry[] = [];
  for (const { code, subCode, minutes } of delays) {
    const known = catalogue.get(code);
    if (!known) return { key: 'movement.errors.delayCodeNotSet', params: { code } };
    const whole =
      leg.departedAt && delays.length === 1
        ? Math.round((leg.departedAt.getTime() - leg.std.getTime()) / 60_000)
        : null;
    const taken = minutes ?? whole;
    entries.push({
      delay: { code, name: known.name, iataResponsible: known.iataResponsible },
      minutes: taken !== null && taken > 0 ? taken : 0,
      description: '',
      last_editor: { name: 'MVT', role: '' },
      last_update: at,
      modified_by_duty: false,
      isUpdated: true,
      source: 'MVT',
      ...(subCode && { sub_code: subCode }),
    });
  }
  return entries;
}

/**
 * The reasons still waiting for their minutes: the leg's one delay entry, from a message, kept
 * with its minutes pending. A later message that tells the departure gives it the whole delay.
 */
export function pendingMovementDelays(entries: readonly DelayEntry[]): MovementDelay[] | null {
  const [only, ...more] = entries;
  if (!only || more.length > 0 || only.source !== 'MVT' || only.minutes > 0) return null;
  return [{ code: only.delay.code, subCode: only.sub_code ?? null, minutes: null }];
}
