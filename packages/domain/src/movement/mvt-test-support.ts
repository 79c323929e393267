import { emptyElements } from './mvt-elements.ts';
import type { MovementClock, MovementFlight, MovementMessage } from './mvt-types.ts';

/** Expected values for the corpus tests, written out in numbers rather than read from text. */

export const hm = (hour: number, minute: number): MovementClock => ({ day: null, hour, minute });

export const dhm = (day: number, hour: number, minute: number): MovementClock => ({
  day,
  hour,
  minute,
});

export const flight = (fields: Partial<MovementFlight> = {}): MovementFlight => ({
  airline: 'LA',
  number: '2040',
  suffix: null,
  day: 23,
  registration: 'CCAZN',
  station: 'LIM',
  ...fields,
});

/** A whole expected message: what a case does not name is absent from the message. */
export const message = (fields: Partial<MovementMessage>): MovementMessage => ({
  kind: 'MVT',
  correction: false,
  sentAt: null,
  flight: flight(),
  direction: 'departure',
  ...emptyElements(),
  ...fields,
});

/** Corpus texts are written indented in the test files; telex lines start at the margin. */
export const telex = (text: string) =>
  text
    .replace(/^\n/, '')
    .split('\n')
    .map((line) => line.trimStart())
    .join('\n');
