import {
  ARRIVAL_FIELDS,
  DEPARTURE_FIELDS,
  emptyElements,
  type MovementElements,
  readElementLine,
} from './mvt-elements.ts';
import { fault, MovementFault } from './mvt-fault.ts';
import { readDayTime } from './mvt-fields.ts';
import { readFlightLine } from './mvt-flight.ts';
import { type MessageBlock, type MessageLine, messageBlocks } from './mvt-lines.ts';
import type {
  MovementDirection,
  MovementMessage,
  MovementParse,
  MovementSentAt,
} from './mvt-types.ts';

/**
 * Reads IATA movement messages (AHM 780) into their parts. An element that cannot be read is
 * kept with its problem among the unread ones and the rest of the message is read, so a station's
 * typing slip in a delay line does not cost the board its times; a message is refused when its
 * header or flight line cannot be read, or when nothing readable is left of its movement.
 * What the layout leaves open is settled this way:
 * - every element line may hold several elements (`AD2310/2318 EA0115 SCL`, `AD2310 EO2340`);
 *   RR and FR take the rest of their line as free text, kept with the supplementary information;
 * - a line whose first word does not look like an element (two or three letters then digits,
 *   or a known element) is free text and kept among the ignored lines, as are EET and an EDL
 *   line not laid out as DL is;
 * - an element met twice, or departure and arrival times in one message, refuse the message;
 * - an SI line and every line after it, to the end of the message, are supplementary text;
 * - error lines count from the first line of the message's own text, envelope included.
 */

/** The DDHHMM group that follows the origin address: when the message was sent. */
const ORIGIN_TIME = /^\.[A-Z0-9]{7}\s+(\d{6})(?!\d)/;
const SI_LINE = /^SI(?:\s|$)/i;

function sentAtOf(line: MessageLine): MovementSentAt | null {
  const [, group] = ORIGIN_TIME.exec(line.text.toUpperCase()) ?? [];
  return group === undefined ? null : readDayTime(group, line.number);
}

/** Departure unless the message reports the arrival end, or only a revised arrival estimate. */
function directionOf(elements: MovementElements): MovementDirection {
  if (ARRIVAL_FIELDS.some((f) => elements[f] !== null)) return 'arrival';
  const departure = DEPARTURE_FIELDS.some((f) => elements[f] !== null);
  return !departure && elements.estimatedArrival ? 'arrival' : 'departure';
}

function hasMovement(elements: MovementElements): boolean {
  const times = [...DEPARTURE_FIELDS, ...ARRIVAL_FIELDS, 'nextInformation'] as const;
  return times.some((f) => elements[f] !== null) || elements.estimatedArrival !== null;
}

/** Envelope, COR, MVT/MVA, flight line, then one element per line; SI runs to the end. */
function readMessage(lines: MessageLine[]): MovementMessage {
  let at = 0;
  while (lines[at]?.kind === 'address') at++;
  const origin = lines[at]?.kind === 'origin' ? lines[at++] : undefined;
  const sentAt = origin ? sentAtOf(origin) : null;
  const cor = lines[at]?.kind === 'cor' ? lines[at++] : undefined;
  const identifier = lines[at++];
  if (identifier?.kind !== 'identifier')
    throw fault('movement.errors.notAMessage', identifier?.number ?? lines.at(-1)?.number);
  const header = identifier.text.toUpperCase();
  const flightLine = lines[at++];
  if (!flightLine) throw fault('movement.errors.missingFlightLine', identifier.number);
  const flight = readFlightLine(flightLine.text, flightLine.number);
  const elements = emptyElements();
  let supplementary = false;
  for (const line of lines.slice(at)) {
    if (supplementary) elements.supplementary.push(line.text);
    else if (SI_LINE.test(line.text)) {
      supplementary = true;
      const text = line.text.slice(2).trim();
      if (text) elements.supplementary.push(text);
    } else readElementLine(line.text, line.number, elements);
  }
  if (!hasMovement(elements)) {
    // What could not be read is the likelier cause than a message without movement.
    const [unread] = elements.unread;
    throw unread ? new MovementFault(unread) : fault('movement.errors.noMovement');
  }
  return {
    kind: header.includes('MVA') ? 'MVA' : 'MVT',
    correction: cor !== undefined || header.includes('COR'),
    sentAt,
    flight,
    direction: directionOf(elements),
    ...elements,
  };
}

/** One message of a text read on its own: a bad one is reported with its first problem. */
function readBlock(block: MessageBlock): MovementParse {
  try {
    return { ok: true, text: block.text, message: readMessage(block.lines) };
  } catch (error) {
    if (error instanceof MovementFault) return { ok: false, text: block.text, error: error.error };
    throw error;
  }
}

/**
 * Every movement message of a text, in order, each read only when it is asked for and on its
 * own: a bad one never spoils the others, and a text of thousands of messages is never read in
 * one go (the server applies each message as it reads it, 0045). Never throws on any text.
 */
export function* readMovementMessages(text: string): Generator<MovementParse> {
  for (const block of messageBlocks(text)) yield readBlock(block);
}

/** Every movement message of a text, read at once (see readMovementMessages). */
export const parseMovementText = (text: string): MovementParse[] => [...readMovementMessages(text)];
