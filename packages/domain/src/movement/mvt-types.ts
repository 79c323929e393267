/**
 * IATA aircraft movement messages (MVT, and MVA when the times come from the aircraft itself),
 * read as the Airport Handling Manual (AHM 780) lays them out. Every time in them is UTC.
 */

export type MovementKind = 'MVT' | 'MVA';

/**
 * Which end of the leg the message reports, and so which station its flight line names: the
 * arrival station for AA and EB, and for an EA sent without departure times (a revised arrival
 * estimate); the departure station otherwise (AD, ED, EO, RR, FR, an NI on its own).
 */
export type MovementDirection = 'departure' | 'arrival';

/** A UTC clock time as sent: `hhmm`, or `ddhhmm` when the sender gave the day of month. */
export interface MovementClock {
  day: number | null;
  hour: number;
  minute: number;
}

/** The DDHHMM group of the Type B origin line: when the message was sent. */
export interface MovementSentAt {
  day: number;
  hour: number;
  minute: number;
}

export interface MovementFlight {
  /** Two-character airline designator, e.g. `LA`, `U2` or `4M`. */
  airline: string;
  /** Digits without leading zeros, as the product keys flight numbers (`0040` reads `40`). */
  number: string;
  /** Operational suffix letter, e.g. the `A` of `LA2040A`. */
  suffix: string | null;
  /** UTC day of month of the scheduled departure. */
  day: number;
  /** Registration as sent, without hyphen (`CCAZN`); null when the flight line leaves it out. */
  registration: string | null;
  /** IATA code of the station where the movement happened (see MovementDirection). */
  station: string;
}

export interface MovementDelay {
  /** The catalogue's two-digit code (alpha codes and sub-codes read as their main code). */
  code: string;
  /** The AHM 731 sub-code letter as sent (`A` of `93A`), kept beside the main code. */
  subCode: string | null;
  minutes: number | null;
}

/** `PX156` is a total; `PX150/6` is adults then infants, and the total is their sum. */
export interface MovementPassengers {
  total: number;
  adults: number | null;
  infants: number | null;
}

export interface MovementEstimatedArrival {
  at: MovementClock;
  station: string | null;
}

export interface MovementMessage {
  kind: MovementKind;
  /** A COR message replaces an earlier one for the same flight. */
  correction: boolean;
  sentAt: MovementSentAt | null;
  flight: MovementFlight;
  direction: MovementDirection;
  /** AD: off blocks, then airborne. */
  offBlock: MovementClock | null;
  airborne: MovementClock | null;
  /** AA: touchdown, then on blocks. */
  touchdown: MovementClock | null;
  onBlock: MovementClock | null;
  /** ED: the new estimated off-block time of a delayed departure. */
  estimatedDeparture: MovementClock | null;
  /** EO: after off blocks, when take-off is now expected (a delayed take-off). */
  estimatedTakeOff: MovementClock | null;
  /** EB: estimated on blocks at the arrival station. */
  estimatedOnBlock: MovementClock | null;
  /** EA: estimated touchdown at destination, with the destination when sent. */
  estimatedArrival: MovementEstimatedArrival | null;
  /** NI: when the next information is expected. */
  nextInformation: MovementClock | null;
  /** RR: back at the stand before take-off. */
  returnToRamp: MovementClock | null;
  /** FR: landed back at the departure station after take-off. */
  returnFromAirborne: MovementClock | null;
  delays: MovementDelay[];
  passengers: MovementPassengers | null;
  /** SI lines, and the free text that follows an RR or FR time, in the order sent. */
  supplementary: string[];
  /**
   * Lines read past as sent: elements the product has no use for (EET, an EDL line not laid out
   * as DL is) and free text that does not look like an element.
   */
  ignored: string[];
  /**
   * Elements that could not be read, each with its problem: the rest of the message still
   * applies, and these are reported with it.
   */
  unread: MovementError[];
}

export type MovementErrorKey =
  | 'movement.errors.notAMessage'
  | 'movement.errors.missingFlightLine'
  | 'movement.errors.flightLine'
  | 'movement.errors.invalidTime'
  | 'movement.errors.invalidDay'
  | 'movement.errors.invalidDuration'
  | 'movement.errors.badElement'
  | 'movement.errors.unknownElement'
  | 'movement.errors.repeatedElement'
  | 'movement.errors.unknownDelayCode'
  | 'movement.errors.delayDurations'
  | 'movement.errors.tooManyDelays'
  | 'movement.errors.mixedMovement'
  | 'movement.errors.noMovement';

/** `line` counts from 1 within the message's own text, envelope included; params carry it too. */
export interface MovementError {
  key: MovementErrorKey;
  params?: Record<string, string | number>;
  line?: number;
}

export type MovementParse =
  | { ok: true; text: string; message: MovementMessage }
  | { ok: false; text: string; error: MovementError };
