import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { refreshTokens, sessions } from '../../db/schema/auth.ts';
import { announceSessionsEnded } from './session-cache.ts';

export async function createSession(
  db: DbOrTx,
  values: { userId: string; expiresAt: Date; ip: string; userAgent: string | undefined },
): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

/** The session if it is still open: not revoked and not past its end. */
export async function findOpenSession(
  db: DbOrTx,
  sessionId: string,
): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/**
 * Ends a session and tells every server process. The announcement follows the update, so it is
 * heard only once the end is visible (alone, each statement commits; in a transaction, both do).
 */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await announceSessionsEnded(db, { sessionId });
}

/**
 * Ends the account's open sessions but the newest `keep`, oldest first, on every process; answers
 * the ids it ended. Run it under a lock of the account's row, so sign-ins arriving together count
 * one another.
 */
export async function endSessionsBeyond(
  db: DbOrTx,
  userId: string,
  keep: number,
): Promise<string[]> {
  const older = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .offset(keep);
  for (const { id } of older) await revokeSession(db, id);
  return older.map(({ id }) => id);
}

export async function revokeUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await announceSessionsEnded(db, { userId });
}

export async function insertRefreshToken(
  db: DbOrTx,
  tokenHash: string,
  sessionId: string,
): Promise<void> {
  await db.insert(refreshTokens).values({ tokenHash, sessionId });
}

export async function findRefreshToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ sessionId: string; usedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks the token used; false when another request used it first. */
export async function consumeRefreshToken(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  return rows.length === 1;
}

/**
 * The user of an open session, in one statement: every API call asks this, so it is kept to a
 * single indexed lookup.
 */
/** Which of these sessions are still open, of accounts still active: one read for them all. */
export async function openSessionsAmong(db: DbOrTx, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deactivatedAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function findSessionUser(db: DbOrTx, sessionId: string, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      stationCode: users.stationCode,
      sessionEndsAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deactivatedAt),
      ),
    );
  return row;
}
