import { emptyElements } from './mvt-elements.ts';
import type { MovementClock, MovementDelay, MovementFlight, MovementMessage } from './mvt-types.ts';

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

type ExpectedDelay = Omit<MovementDelay, 'subCode'> & { subCode?: string | null };

/**
 * A whole expected message: what a case does not name is absent from the message, and a delay
 * without a sub-code named had none.
 */
export const message = ({
  delays = [],
  ...fields
}: Omit<Partial<MovementMessage>, 'delays'> & { delays?: ExpectedDelay[] }): MovementMessage => ({
  kind: 'MVT',
  correction: false,
  sentAt: null,
  flight: flight(),
  direction: 'departure',
  ...emptyElements(),
  ...fields,
  delays: delays.map((d) => ({ subCode: null, ...d })),
});

/** Corpus texts are written indented in the test files; telex lines start at the margin. */
export const telex = (text: string) =>
  text
    .replace(/^\n/, '')
    .split('\n')
    .map((line) => line.trimStart())
    .join('\n');
