import type { RegistrationItem } from '@board/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { userRegistrations } from '../../db/schema/registrations.ts';

export async function findRegistrations(
  db: DbOrTx,
  userId: string,
): Promise<RegistrationItem[] | null> {
  const [row] = await db
    .select({ registrations: userRegistrations.registrations })
    .from(userRegistrations)
    .where(eq(userRegistrations.userId, userId));
  return row ? row.registrations : null;
}

const CHANGED_CHANNEL = 'registrations_changed';

/** Tells every server process, once the transaction commits, that a user's choice changed. */
export async function announceRegistrationsChanged(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANGED_CHANNEL}, ${userId})`);
}

/** Follows every process's announcements; resolves to the function that stops listening. */
export function followRegistrationsChanged(
  database: Database,
  onChanged: (userId: string) => void,
  onMissed: () => void,
): Promise<() => Promise<void>> {
  return database.listen(CHANGED_CHANNEL, onChanged, onMissed);
}

export async function saveRegistrations(
  db: DbOrTx,
  userId: string,
  registrations: RegistrationItem[],
): Promise<void> {
  await db
    .insert(userRegistrations)
    .values({ userId, registrations })
    .onConflictDoUpdate({
      target: userRegistrations.userId,
      set: { registrations, updatedAt: sql`now()` },
    });
}
