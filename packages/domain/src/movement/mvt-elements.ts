import { addDelays, readDelayElement } from './mvt-delays.ts';
import { fault, MovementFault } from './mvt-fault.ts';
import { readClock, TIME_GROUP } from './mvt-fields.ts';
import type { MovementMessage } from './mvt-types.ts';

/** What the element lines of a message fill in. */
export type MovementElements = Omit<
  MovementMessage,
  'kind' | 'correction' | 'sentAt' | 'flight' | 'direction'
>;

type ClockField = {
  [F in keyof MovementElements]: MovementElements[F] extends MovementMessage['offBlock']
    ? F
    : never;
}[keyof MovementElements];

/** Times that only a departure station reports, and those only an arrival station reports. */
export const DEPARTURE_FIELDS: readonly ClockField[] = [
  'offBlock',
  'airborne',
  'estimatedDeparture',
  'estimatedTakeOff',
  'returnToRamp',
  'returnFromAirborne',
];
export const ARRIVAL_FIELDS: readonly ClockField[] = ['touchdown', 'onBlock', 'estimatedOnBlock'];

export const emptyElements = (): MovementElements => ({
  offBlock: null,
  airborne: null,
  touchdown: null,
  onBlock: null,
  estimatedDeparture: null,
  estimatedTakeOff: null,
  estimatedOnBlock: null,
  estimatedArrival: null,
  nextInformation: null,
  returnToRamp: null,
  returnFromAirborne: null,
  delays: [],
  passengers: null,
  supplementary: [],
  ignored: [],
  unread: [],
});

const AD = new RegExp(`^AD${TIME_GROUP}(?:/${TIME_GROUP})?$`);
const AA = new RegExp(`^AA(?:${TIME_GROUP}(?:/${TIME_GROUP})?|/${TIME_GROUP})$`);
const EA = new RegExp(`^EA${TIME_GROUP}([A-Z]{3})?$`);
const SINGLE_TIME = new RegExp(`^(?:EB|ED|EO|NI|RR|FR)${TIME_GROUP}$`);
const PX = /^PX(\d{1,4})(?:\/(\d{1,4}))?$/;
const STATION = /^[A-Z]{3}$/;

const SINGLE_FIELD = {
  EB: 'estimatedOnBlock',
  ED: 'estimatedDeparture',
  EO: 'estimatedTakeOff',
  NI: 'nextInformation',
  RR: 'returnToRamp',
  FR: 'returnFromAirborne',
} as const satisfies Record<string, ClockField>;

/**
 * AHM 780 elements the product has no use for (EET elapsed time), and an EDL line laid out
 * otherwise than DL is: kept as sent among the ignored lines rather than refused, as a sender may
 * add them at will.
 */
const READ_PAST = /^EET/;
/** EDL: the delay reasons past DL's two, laid out as DL is (`EDL87/0005`). */
const EXTRA_DELAYS = /^EDL/;
const KNOWN = /^(?:AD|AA|EA|EB|ED|EO|NI|RR|FR|PX)(?=[\d/]|$)/;
/** Two or three letters then digits: an element, even one this reader does not know. */
const ELEMENT_LIKE = /^[A-Z]{2,3}\d/;

type Id = 'readPast' | 'extraDelays' | 'delay' | 'known' | 'unknown' | null;

function idOf(token: string): Id {
  if (READ_PAST.test(token)) return 'readPast';
  if (EXTRA_DELAYS.test(token)) return 'extraDelays';
  if (token.startsWith('DL')) return 'delay';
  if (KNOWN.test(token)) return 'known';
  return ELEMENT_LIKE.test(token) ? 'unknown' : null;
}

/** Fills in the elements of one line, refusing an element met twice in the message. */
class LineReader {
  constructor(
    private readonly into: MovementElements,
    private readonly line: number,
  ) {}

  clock(field: ClockField, group: string | undefined, token: string) {
    if (group === undefined) return;
    if (this.into[field] !== null) throw this.repeated(token);
    const opposite = ARRIVAL_FIELDS.includes(field) ? DEPARTURE_FIELDS : ARRIVAL_FIELDS;
    if (opposite.some((f) => this.into[f] !== null))
      throw fault('movement.errors.mixedMovement', this.line, { value: token });
    this.into[field] = readClock(group, this.line);
  }

  repeated(token: string) {
    return fault('movement.errors.repeatedElement', this.line, { value: token });
  }

  fail(token: string): never {
    throw fault('movement.errors.badElement', this.line, { value: token });
  }

  /** One element token; returns how many of the following tokens it took as its own. */
  element(token: string, rest: string[]): number {
    const code = token.slice(0, 2);
    if (code === 'AD') {
      const [, off, airborne] = AD.exec(token) ?? this.fail(token);
      this.clock('offBlock', off, token);
      this.clock('airborne', airborne, token);
    } else if (code === 'AA') {
      const [, touchdown, onBlock, onBlockOnly] = AA.exec(token) ?? this.fail(token);
      this.clock('touchdown', touchdown, token);
      this.clock('onBlock', onBlock ?? onBlockOnly, token);
    } else if (code === 'EA') {
      return this.estimatedArrival(token, rest);
    } else if (code === 'PX') {
      this.passengers(token);
    } else {
      const [, group] = SINGLE_TIME.exec(token) ?? this.fail(token);
      this.clock(SINGLE_FIELD[code as keyof typeof SINGLE_FIELD], group, token);
    }
    return 0;
  }

  estimatedArrival(token: string, rest: string[]): number {
    const [, group = '', attached] = EA.exec(token) ?? this.fail(token);
    if (this.into.estimatedArrival) throw this.repeated(token);
    const apart = !attached && rest[0] && STATION.test(rest[0]) ? rest[0] : undefined;
    const station = attached ?? apart ?? null;
    this.into.estimatedArrival = { at: readClock(group, this.line), station };
    return apart ? 1 : 0;
  }

  passengers(token: string) {
    const [, first = '', second] = PX.exec(token) ?? this.fail(token);
    if (this.into.passengers) throw this.repeated(token);
    const [a, b] = [Number(first), second === undefined ? null : Number(second)];
    this.into.passengers =
      b === null
        ? { total: a, adults: null, infants: null }
        : { total: a + b, adults: a, infants: b };
  }
}

/**
 * Problems that spoil only their own element: it is reported and the rest of the message read.
 * An element met twice or a mix of departure and arrival leave the message itself in doubt.
 */
const WHOLE_MESSAGE = new Set(['movement.errors.repeatedElement', 'movement.errors.mixedMovement']);

/**
 * Reads one element line into the message. A line whose first word does not look like an
 * element is free text and kept among the ignored lines; after the first word, every word must
 * be an element, but for the free text an RR or FR time may carry. A word that cannot be read is
 * kept among the unread elements with its problem, and the next word is read.
 */
export function readElementLine(text: string, line: number, into: MovementElements) {
  const words = text.split(/\s+/);
  const tokens = words.map((w) => w.toUpperCase());
  const first = idOf(tokens[0] ?? '');
  if (first === 'extraDelays' && tokens.length === 1) {
    const extra = extraDelays(tokens[0] ?? '', line);
    if (extra) return addDelays(into.delays, extra);
  }
  if (first === null || first === 'readPast' || first === 'extraDelays') {
    into.ignored.push(text);
    return;
  }
  const reader = new LineReader(into, line);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    try {
      i += readToken(reader, into, token, tokens.slice(i + 1), line);
    } catch (error) {
      if (!(error instanceof MovementFault) || WHOLE_MESSAGE.has(error.error.key)) throw error;
      into.unread.push(error.error);
      continue;
    }
    if (/^(?:RR|FR)/.test(token)) {
      const remark = words.slice(i + 1).join(' ');
      if (remark) into.supplementary.push(remark);
      return;
    }
  }
}

/** An EDL line's reasons, or null when it is not laid out as DL is (it is then read past). */
function extraDelays(token: string, line: number) {
  try {
    return readDelayElement(token, line);
  } catch (error) {
    if (error instanceof MovementFault) return null;
    throw error;
  }
}

/** One word of an element line; returns how many of the following words it took as its own. */
function readToken(
  reader: LineReader,
  into: MovementElements,
  token: string,
  rest: string[],
  line: number,
): number {
  const id = idOf(token);
  if (id === 'unknown') throw fault('movement.errors.unknownElement', line, { value: token });
  if (id !== 'known' && id !== 'delay')
    throw fault('movement.errors.badElement', line, { value: token });
  if (id === 'delay') {
    addDelays(into.delays, readDelayElement(token, line));
    return 0;
  }
  return reader.element(token, rest);
}
