import { setImmediate } from 'node:timers/promises';

/**
 * Gives the event loop a turn (requests that arrived, timers) before a long call goes on.
 * The embedded database answers in process, through promises alone: a loop of awaited queries
 * never lets the event loop turn, so one long call would hold every other call until it ended.
 * On PostgreSQL it costs a few microseconds.
 */
export const letOthersIn = (): Promise<void> => setImmediate();
