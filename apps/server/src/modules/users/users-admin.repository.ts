import type { Role } from '@board/domain';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { adminAudit } from '../../db/schema/users.ts';
import { NO_PASSWORD_YET } from '../auth/index.ts';

const columns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  station: users.stationCode,
  deactivatedAt: users.deactivatedAt,
  invited: sql<boolean>`${users.passwordHash} = ${NO_PASSWORD_YET}`,
  version: users.version,
  createdAt: users.createdAt,
};
export type AccountRow = Awaited<ReturnType<typeof accountById>> & object;

/** At most this many accounts in one answer: a search narrows a larger airline. */
const LIST_LIMIT = 500;

/** By e-mail, name, station or role code holding the search, or a role the search names. */
export async function listAccounts(db: DbOrTx, search: string, roles: readonly Role[]) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = search
    ? or(
        ilike(users.email, like),
        ilike(users.fullName, like),
        ilike(users.stationCode, like),
        ilike(users.role, like),
        roles.length > 0 ? inArray(users.role, [...roles]) : undefined,
      )
    : undefined;
  return db.select(columns).from(users).where(matches).orderBy(asc(users.email)).limit(LIST_LIMIT);
}

export async function accountById(db: DbOrTx, id: string) {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  return row;
}

/** Locks the account's row for the rest of the transaction and answers it. */
export async function lockAccount(db: DbOrTx, id: string) {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Any fixed number: it names the lock, which only account administration takes. */
const ADMINISTRATION_LOCK = 73_011_527;

/**
 * Holds the administration of accounts until the transaction ends: changes to accounts run one
 * after another, on every process, so each sees the administrators as the previous one left them.
 * One lock taken first, before any row, so two changes can never wait on each other in a circle.
 */
export async function lockAdministration(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ADMINISTRATION_LOCK})`);
}

export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

export async function insertAccount(
  db: DbOrTx,
  values: { email: string; fullName: string; role: string | null; station: string | null },
) {
  const [row] = await db
    .insert(users)
    .values({
      email: values.email,
      fullName: values.fullName,
      role: values.role,
      stationCode: values.station,
      passwordHash: NO_PASSWORD_YET,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('the account was not inserted');
  return row.id;
}

/** Changes the account if it is still at `version`; answers whether it was. */
export async function updateAccount(
  db: DbOrTx,
  id: string,
  version: number,
  values: {
    fullName?: string;
    role?: string | null;
    station?: string | null;
    deactivatedAt?: Date | null;
  },
): Promise<boolean> {
  const { station, ...rest } = values;
  const changed = await db
    .update(users)
    .set({
      ...rest,
      ...(station !== undefined && { stationCode: station }),
      version: sql`${users.version} + 1`,
    })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning({ id: users.id });
  return changed.length === 1;
}

export async function insertAudit(
  db: DbOrTx,
  entry: {
    /** Null when the change came from the command line, before any account existed. */
    actorId: string | null;
    actorName: string;
    targetId: string;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
): Promise<void> {
  await db.insert(adminAudit).values(entry);
}

export async function auditOf(db: DbOrTx, targetId: string) {
  return db
    .select({
      at: adminAudit.at,
      actor: adminAudit.actorName,
      action: adminAudit.action,
      before: adminAudit.before,
      after: adminAudit.after,
    })
    .from(adminAudit)
    .where(eq(adminAudit.targetId, targetId))
    .orderBy(desc(adminAudit.at), desc(adminAudit.id));
}
