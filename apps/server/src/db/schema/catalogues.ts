/** The dispatchers and the airline's own delay codes: the catalogues module's. */
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { stations } from './stations.ts';

/**
 * The dispatchers (CDA) a station offers as suggestions in the CDA drawer: data, so a station's
 * list changes without a release.
 */
export const dispatchers = pgTable(
  'dispatchers',
  {
    station: varchar('station', { length: 3 })
      .notNull()
      .references(() => stations.code),
    code: varchar('code', { length: 8 }).notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: varchar('phone_number', { length: 12 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.station, t.code] })],
);

/**
 * The airline's own delay codes, 00 to 05 of the IATA list (AHM 730 leaves them to each airline):
 * set by DUTY, empty until then, offered and accepted beside the standard codes.
 */
export const airlineDelayCodes = pgTable(
  'airline_delay_codes',
  {
    code: varchar('code', { length: 2 }).primaryKey(),
    alpha: varchar('alpha', { length: 2 }),
    name: text('name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('airline_delay_codes_code_check', sql`${t.code} in ('00', '01', '02', '03', '04', '05')`),
  ],
);
