/** The stations' table: the stations module's. */
import { boolean, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/**
 * The airports where the airline has staff and a board. Any airport of the reference dataset may
 * be a leg's origin or destination (reference/airports.ts); a row here is an airport that has, or
 * had, a board: clearing `board` keeps the row for the users and records that name it.
 */
export const stations = pgTable('stations', {
  code: varchar('code', { length: 3 }).primaryKey(),
  name: text('name').notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  /** IANA zone, from the airports dataset: days and times of the station's legs are local to it. */
  timeZone: text('time_zone').notNull(),
  board: boolean('board').notNull().default(true),
});
