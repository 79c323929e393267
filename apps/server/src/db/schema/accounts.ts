/** The accounts: signed in by the auth module, administered by the users module. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { stations } from './stations.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case; the e-mail is the sign-in name. */
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role'),
    stationCode: varchar('station_code', { length: 3 }).references(() => stations.code),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
    /** Set when an administrator switched the account off: it can no longer sign in. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Grows with every administrative change, the guard against two administrators' edits. */
    version: integer('version').notNull().default(1),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('CTA', 'GENERIC', 'DUTY')`)],
);

/** Every administrative change of an account: who, when, and the account before and after. */
