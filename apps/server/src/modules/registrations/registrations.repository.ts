import type { RegistrationItem } from '@board/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userRegistrations } from '../../db/schema.ts';

export async function findRegistrations(
  db: DbOrTx,
  userId: string,
): Promise<RegistrationItem[] | null> {
  const [row] = await db
    .select({ registrations: userRegistrations.registrations })
    .from(userRegistrations)
    .where(eq(userRegistrations.userId, userId));
  return row ? (row.registrations as RegistrationItem[]) : null;
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
