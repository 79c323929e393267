/** The receipts of saves applied once: the leg-edits module's. */
import { index, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { legs } from './legs.ts';

/**
 * The saves of a leg that named themselves (SAVE_KEY_HEADER), written in the transaction of the
 * save: a receipt exists exactly when its save committed, so a save sent again is answered
 * without being applied again. A key belongs to its user. Kept for 30 days (RECEIPT_DAYS).
 */
export const saveReceipts = pgTable(
  'save_receipts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    legId: uuid('leg_id')
      .notNull()
      .references(() => legs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('save_receipts_created_idx').on(t.createdAt),
  ],
);
