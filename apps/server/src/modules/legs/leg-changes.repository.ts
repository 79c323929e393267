import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { legChanges } from '../../db/schema.ts';

/** One field's value before and after a recorded change. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Keeps a leg's audit entry; written in the transaction of the leg's own write. */
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

/** Several legs' audit entries in one statement (a feed batch's updates). */
export async function insertChanges(
  tx: DbOrTx,
  changes: Parameters<typeof insertChange>[1][],
): Promise<void> {
  if (changes.length === 0) return;
  await tx
    .insert(legChanges)
    .values(changes.map(({ at, ...values }) => ({ ...values, changedAt: at })));
}

/** A leg's recorded changes, oldest first. */
export function changesOfLeg(db: DbOrTx, legId: string) {
  return db
    .select()
    .from(legChanges)
    .where(eq(legChanges.legId, legId))
    .orderBy(asc(legChanges.changedAt), asc(legChanges.id));
}
