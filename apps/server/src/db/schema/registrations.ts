/** The registrations a user follows: the registrations module's. */
import type { RegistrationItem } from '@board/domain';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const userRegistrations = pgTable('user_registrations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  registrations: jsonb('registrations').$type<RegistrationItem[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
