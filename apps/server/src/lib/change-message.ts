import { type LegsChangedEvent, legsChangedEventSchema } from '@board/domain';
import { compileJson } from './json-serializer.ts';

/**
 * A change's live message is written by its contract, so what its rows carry beyond it (a field
 * a query or a rule added) never reaches a board, and written once: the same text is kept for
 * catch-up and sent on every stream of the station.
 */
const eventJson = compileJson(legsChangedEventSchema);
const texts = new WeakMap<LegsChangedEvent, string>();

/** The change's message text, written the first time it is asked for. */
export function changeMessage(event: LegsChangedEvent): string {
  let text = texts.get(event);
  if (text === undefined) {
    text = eventJson(event);
    texts.set(event, text);
  }
  return text;
}

/** A kept message read back (this server wrote it), remembered as its own text. */
export function readChangeMessage(text: string): LegsChangedEvent {
  const event = JSON.parse(text) as LegsChangedEvent;
  texts.set(event, text);
  return event;
}
