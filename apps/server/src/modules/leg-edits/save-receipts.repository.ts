import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { saveReceipts } from '../../db/schema/leg-edits.ts';

/**
 * How long a save's receipt is kept: far longer than any save waits on a device to be sent
 * (a phone off for a fortnight still finds its earlier sends answered), short enough that the
 * table holds about a month of saves.
 */
export const RECEIPT_DAYS = 30;
const DAY_MS = 86_400_000;

/** The leg a user's save of this key was applied to, if it committed. */
export async function receiptLeg(
  tx: DbOrTx,
  userId: string,
  key: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ legId: saveReceipts.legId })
    .from(saveReceipts)
    .where(and(eq(saveReceipts.userId, userId), eq(saveReceipts.key, key)));
  return row?.legId;
}

/**
 * Records that a user's save of this key committed on a leg, in the save's transaction. False
 * when the key was taken meanwhile: a send of the same key for another leg, whose lock this one
 * did not wait for, committed first.
 */
export async function insertReceipt(
  tx: DbOrTx,
  receipt: { userId: string; key: string; legId: string; at: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(saveReceipts)
    .values({
      userId: receipt.userId,
      key: receipt.key,
      legId: receipt.legId,
      createdAt: receipt.at,
    })
    .onConflictDoNothing()
    .returning({ key: saveReceipts.key });
  return inserted.length > 0;
}

/**
 * Deletes every user's receipts older than RECEIPT_DAYS. Run with each receipt written: on the
 * index of their age, a run with nothing to delete reads one index page.
 */
export async function pruneReceipts(tx: DbOrTx, now: Date): Promise<void> {
  await tx
    .delete(saveReceipts)
    .where(lt(saveReceipts.createdAt, new Date(now.getTime() - RECEIPT_DAYS * DAY_MS)));
}
