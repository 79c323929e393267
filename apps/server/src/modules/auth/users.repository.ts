import type { Role } from '@board/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

export interface UserRecord {
  id: string;
  email: string;
  fullName: string;
  passwordHash: string;
  role: Role | null;
  stationCode: string | null;
  /** Switched off by an administrator: it cannot sign in, refresh or reset its password. */
  deactivatedAt: Date | null;
}

const columns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  passwordHash: users.passwordHash,
  role: users.role,
  stationCode: users.stationCode,
  deactivatedAt: users.deactivatedAt,
};

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.select(columns).from(users).where(eq(users.email, email));
  return row as UserRecord | undefined;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRecord | undefined> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  return row as UserRecord | undefined;
}

export async function updatePasswordHash(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Locks the user's row until the transaction ends, so checks and writes about it run one at a
 * time; answers whether the account is still active then.
 */
export async function lockUser(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row !== undefined && row.deactivatedAt === null;
}
