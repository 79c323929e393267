import { and, count, eq, gt, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/auth.ts';

export interface FailureWindow {
  count: number;
  oldest: Date | null;
}

export async function failuresSince(
  db: DbOrTx,
  by: { email: string } | { ip: string },
  since: Date,
): Promise<FailureWindow> {
  const match = 'email' in by ? eq(loginFailures.email, by.email) : eq(loginFailures.ip, by.ip);
  const [row] = await db
    .select({ count: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(match, gt(loginFailures.at, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** Records a failure; its id lets an attempt that turns out to be throttled take it back. */
export async function recordFailure(db: DbOrTx, email: string, ip: string): Promise<number> {
  const [row] = await db
    .insert(loginFailures)
    .values({ email, ip })
    .returning({ id: loginFailures.id });
  if (!row) throw new Error('login failure insert returned nothing');
  return row.id;
}

export async function removeFailure(db: DbOrTx, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

export async function clearFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
