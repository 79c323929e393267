import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { legChanges, legs } from '../../db/schema.ts';

export type LegValues = Partial<typeof legs.$inferInsert>;

/** One field's value before and after a recorded change. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The leg, locked until the transaction ends: a second save of the same leg waits here and then
 * sees the first one's version.
 */
export async function lockLeg(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(legs).where(eq(legs.id, id)).for('update');
  return row;
}

/** Writes the recorded parts and moves the leg to its next version. */
export async function writeLeg(tx: DbOrTx, id: string, values: LegValues, now: Date) {
  const [row] = await tx
    .update(legs)
    .set({ ...values, version: sql`${legs.version} + 1`, updatedAt: now })
    .where(eq(legs.id, id))
    .returning();
  if (!row) throw new Error(`leg ${id} vanished inside its own transaction`);
  return row;
}

export async function insertChange(
  tx: DbOrTx,
  change: {
    legId: string;
    userId: string | null;
    userName: string;
    role: string | null;
    call: string;
    version: number;
    changes: FieldChange[];
    at: Date;
  },
): Promise<void> {
  const { at, ...values } = change;
  await tx.insert(legChanges).values({ ...values, changedAt: at });
}

/** A leg's recorded changes, oldest first. */
export function changesOfLeg(db: DbOrTx, legId: string) {
  return db
    .select()
    .from(legChanges)
    .where(eq(legChanges.legId, legId))
    .orderBy(asc(legChanges.changedAt), asc(legChanges.id));
}
