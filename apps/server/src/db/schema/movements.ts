/** The movement messages received: the movements module's. */
import type { MovementError, MovementRefusal } from '@board/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { legs } from './legs.ts';

/**
 * Every IATA movement message received (AHM 780), as sent, with what became of it: the refused
 * ones are DUTY's rejection queue. `digest` is the message without its envelope, so a message
 * sent again changes nothing.
 */
export const movementMessages = pgTable(
  'movement_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    text: text('text').notNull(),
    digest: text('digest').notNull(),
    outcome: text('outcome').notNull(),
    reasonKey: text('reason_key'),
    reasonParams: jsonb('reason_params').$type<NonNullable<MovementRefusal['params']>>(),
    flight: text('flight'),
    legId: uuid('leg_id').references(() => legs.id, { onDelete: 'set null' }),
    handledBy: text('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The text as received, when DUTY corrected it in the queue; null while never corrected. */
    originalText: text('original_text'),
    /** Elements that could not be read, with their problems; the rest of the message applied. */
    unread: jsonb('unread').$type<MovementError[]>().notNull().default([]),
    /** The message's supplementary information (SI), shown as its remark on the leg. */
    remark: text('remark'),
  },
  (t) => [
    index('movement_messages_outcome_idx').on(t.outcome, t.receivedAt),
    index('movement_messages_digest_idx').on(t.digest),
    check(
      'movement_messages_outcome_check',
      sql`${t.outcome} in ('applied', 'unchanged', 'rejected', 'discarded')`,
    ),
  ],
);
