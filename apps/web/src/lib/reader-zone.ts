/**
 * The reader's own time zone, for instants that belong to no station (an account's history, a
 * message's arrival in the queue): the browser's.
 */
export const readerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
