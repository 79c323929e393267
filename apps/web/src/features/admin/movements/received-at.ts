import { instantText } from '@board/domain';
import { readerZone } from '../../../lib/reader-zone.ts';

/**
 * When a message arrived, with its date: messages wait in the queue for days. In the reader's
 * own zone unless one is given (tests give one).
 */
export function receivedAt(iso: string, timeZone = readerZone()): string {
  return instantText(iso, timeZone, 'dateTime');
}
