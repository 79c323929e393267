import type { MovementOutcome } from '@board/domain';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { movementMessages } from '../../db/schema/movements.ts';

export type MovementRow = typeof movementMessages.$inferSelect;

/** Whether the same message (envelope aside) already reached this leg. */
export async function alreadyReceived(tx: DbOrTx, digest: string, legId: string) {
  const [row] = await tx
    .select({ id: movementMessages.id })
    .from(movementMessages)
    .where(
      and(
        eq(movementMessages.digest, digest),
        eq(movementMessages.legId, legId),
        inArray(movementMessages.outcome, ['applied', 'unchanged']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertMessage(tx: DbOrTx, values: typeof movementMessages.$inferInsert) {
  const [row] = await tx.insert(movementMessages).values(values).returning();
  if (!row) throw new Error('a movement message was not stored');
  return row;
}

export async function updateMessage(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof movementMessages.$inferInsert>,
) {
  const [row] = await tx
    .update(movementMessages)
    .set(values)
    .where(eq(movementMessages.id, id))
    .returning();
  return row;
}

export async function messageById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(movementMessages).where(eq(movementMessages.id, id));
  return row;
}

/** The latest messages of one outcome, newest first: the queue stays readable. */
export function messagesByOutcome(db: DbOrTx, outcome: MovementOutcome, limit: number) {
  return db
    .select()
    .from(movementMessages)
    .where(eq(movementMessages.outcome, outcome))
    .orderBy(desc(movementMessages.receivedAt), desc(movementMessages.id))
    .limit(limit);
}

/** The latest remark (SI) a message applied to the leg gave it, and when that message came in. */
export async function latestRemark(db: DbOrTx, legId: string) {
  const [row] = await db
    .select({ text: movementMessages.remark, receivedAt: movementMessages.receivedAt })
    .from(movementMessages)
    .where(
      and(
        eq(movementMessages.legId, legId),
        inArray(movementMessages.outcome, ['applied', 'unchanged']),
        isNotNull(movementMessages.remark),
      ),
    )
    .orderBy(desc(movementMessages.receivedAt), desc(movementMessages.id))
    .limit(1);
  return row?.text ? { text: row.text, received_at: row.receivedAt.toISOString() } : null;
}
