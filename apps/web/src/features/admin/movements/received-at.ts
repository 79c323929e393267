/**
 * When a message arrived, with its date: messages wait in the queue for days. In the browser's
 * own zone unless one is given (tests give one).
 */
export function receivedAt(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}
