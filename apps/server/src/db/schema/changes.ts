/** What a person last looked at: the changes module's. */
import { date, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { legs } from './legs.ts';

/**
 * When each user last looked at a station day as a whole ("Marcar todo como visto", or the first
 * look): changes after it are new to them. Per user, so one agent's look clears nothing for another.
 */
export const stationDaySeen = pgTable(
  'station_day_seen',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    station: varchar('station', { length: 3 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.station, t.day] })],
);

/** When a user last looked at one leg's changes (opened its marker), later than the day's look. */

export const legSeen = pgTable(
  'leg_seen',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    legId: uuid('leg_id')
      .notNull()
      .references(() => legs.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.legId] })],
);
