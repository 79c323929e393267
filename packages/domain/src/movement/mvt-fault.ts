import type { MovementError, MovementErrorKey } from './mvt-types.ts';

/**
 * The first problem found in a message. Readers throw it so each check stays one line; the
 * parser turns it into the message's error result, and lets nothing else through.
 */
export class MovementFault extends Error {
  constructor(readonly error: MovementError) {
    super(error.key);
  }
}

/** A problem on a line of the message: the line goes in the params too, for the Spanish text. */
export function fault(
  key: MovementErrorKey,
  line?: number,
  params: Record<string, string | number> = {},
): MovementFault {
  if (line === undefined) return new MovementFault({ key, params });
  return new MovementFault({ key, params: { ...params, line }, line });
}
