import type { LegSide } from '../permissions/leg-edits.ts';
import type { Leg } from '../schemas/legs.ts';
import { currentRegistration } from '../schemas/registrations.ts';

/** Most delay reasons a DL line carries; more go on an EDL line (AHM 780). */
const DL_MAX = 2;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const clock = (at: Date) => `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}`;
const duration = (minutes: number) => `${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;

/** A time as the message writes it: hhmm, with the day first when it is not the flight's day. */
function stamp(at: string, flightDay: number): string {
  const instant = new Date(at);
  return instant.getUTCDate() === flightDay
    ? clock(instant)
    : `${pad(instant.getUTCDate())}${clock(instant)}`;
}

/** The registration as movement messages carry it: in full, without hyphen (CCAZN, N123AB). */
function sentRegistration(registration: string | null): string {
  const current = currentRegistration(registration);
  if (!current) return '';
  return /^[A-Z]{3}$/.test(current) ? `CC${current}` : current.replaceAll('-', '');
}

/** A reason with the sub-code a movement message gave it (`93A`). */
const coded = (entry: Leg['delays'][number]) => `${entry.delay.code}${entry.sub_code ?? ''}`;

const durations = (entries: Leg['delays']) => entries.map((d) => duration(d.minutes)).join('/');

/**
 * DL with the first two reasons, codes then durations; the sub-codes of those two on a DLA line
 * beside it, durations left blank as DL gives them (`DLA93A/81B//`). The reasons past two go on
 * an EDL line laid out as DL is, each code with its sub-code (`EDL87/0005`).
 */
function delayLines(leg: Leg): string[] {
  const entries = leg.delays.filter((d) => d.delay.code && d.minutes > 0);
  if (entries.length === 0) return [];
  const first = entries.slice(0, DL_MAX);
  const extra = entries.slice(DL_MAX);
  const lines = [`DL${first.map((d) => d.delay.code).join('/')}/${durations(first)}`];
  if (first.some((d) => d.sub_code)) {
    lines.push(`DLA${first.map(coded).join('/')}/${first.map(() => '').join('/')}`);
  }
  if (extra.length > 0) lines.push(`EDL${extra.map(coded).join('/')}/${durations(extra)}`);
  return lines;
}

/**
 * The movement message (AHM 780) a station sends for what it recorded on one side of a leg: AD
 * with the arrival estimate, delay and passenger lines for a departure that has pushed back, AA
 * for an arrival that has landed. Null while there is nothing to report.
 */
export function movementMessageOf(leg: Leg, side: LegSide): string | null {
  const std = new Date(leg.std);
  const day = std.getUTCDate();
  const station = side === 'departure' ? leg.depstn : leg.arrstn;
  const flightLine = `${leg.flight_number}/${pad(day)}.${sentRegistration(leg.registration)}.${station}`;
  const lines = ['MVT', flightLine];
  if (side === 'departure') {
    if (!leg.control_taxi_pushback) return null;
    const airborne = leg.control_taxi_toff ? `/${stamp(leg.control_taxi_toff, day)}` : '';
    const arrival = leg.eta ?? leg.sta;
    lines.push(
      `AD${stamp(leg.control_taxi_pushback, day)}${airborne} EA${stamp(arrival, day)} ${leg.arrstn}`,
    );
    lines.push(...delayLines(leg));
    const { adult, infant } = leg.paxs_boarded.count;
    if (adult > 0) lines.push(infant > 0 ? `PX${adult}/${infant}` : `PX${adult}`);
  } else {
    const { control_taxi_landed: landed, control_taxi_on_blocks: onBlocks } = leg;
    if (!landed && !onBlocks) return null;
    const touchdown = landed ? stamp(landed, day) : '';
    lines.push(`AA${touchdown}${onBlocks ? `/${stamp(onBlocks, day)}` : ''}`);
  }
  return lines.join('\n');
}
