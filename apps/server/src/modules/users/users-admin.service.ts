import {
  type AdminUser,
  capabilities,
  type Role,
  type UserCreateRequest,
  type UserUpdateRequest,
} from '@board/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { AuthUser } from '../auth/index.ts';
import { endAccountAccess, endAccountSessions, issueInvitation } from '../auth/index.ts';
import { stationHasBoard } from '../stations/index.ts';
import { administer } from './administer.ts';
import { inviteMail } from './invite-mail.ts';
import {
  type AccountRow,
  accountById,
  auditOf,
  emailTaken,
  insertAccount,
  insertAudit,
  listAccounts,
  lockAccount,
  updateAccount,
} from './users-admin.repository.ts';

const view = (row: AccountRow): AdminUser => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  role: row.role as AdminUser['role'],
  station: row.station,
  active: row.deactivatedAt === null,
  invited: row.invited,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
});

/** What the audit keeps of an account: what an administrator sets, never a secret. */
const audited = (user: AdminUser) => ({
  email: user.email,
  fullName: user.fullName,
  role: user.role,
  station: user.station,
  active: user.active,
});

function requireAdministrator(user: AuthUser) {
  if (!capabilities(user.role).supervisor) throw new AppError('FORBIDDEN');
}

const fieldError = (path: string, key: string) =>
  new AppError('VALIDATION_FAILED', { fields: [{ path, key }] });

async function checkStation(db: Db, station: string | null) {
  if (station !== null && !(await stationHasBoard(db, station))) {
    throw fieldError('station', 'validation.unknownStation');
  }
}

async function current(db: DbOrTx, id: string) {
  const row = await accountById(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return view(row);
}

/** Writes the change into the account's audit, in the change's own transaction. */
const audit = (
  tx: DbOrTx,
  actor: AuthUser,
  targetId: string,
  action: string,
  before: AdminUser | null,
  after: AdminUser | null,
) =>
  insertAudit(tx, {
    actorId: actor.id,
    actorName: actor.fullName,
    targetId,
    action,
    before: before && audited(before),
    after: after && audited(after),
  });

/** A new single-use link for the account; the mail goes once the transaction has committed. */
async function newInvitation(tx: DbOrTx, id: string) {
  const user = await current(tx, id);
  if (!user.active) throw new AppError('FORBIDDEN');
  return { user, token: await issueInvitation(tx, id) };
}

async function sendInvitation(
  deps: { mailer: Mailer; appUrl: string },
  invitation: { user: AdminUser; token: string },
) {
  const { link: _link, ...mail } = inviteMail(deps.appUrl, invitation.user, invitation.token);
  await deps.mailer.send(mail);
}

/** Switches an account off or on; never the administrator's own. */
function setActive(db: Db, actor: AuthUser, id: string, active: boolean) {
  requireAdministrator(actor);
  if (id === actor.id) throw fieldError('id', 'validation.ownAccount');
  return administer(db, actor, async (tx) => {
    const locked = await lockAccount(tx, id);
    if (!locked) throw new AppError('NOT_FOUND');
    const before = view(locked);
    if (before.active === active) return before;
    await updateAccount(tx, id, before.version, { deactivatedAt: active ? null : new Date() });
    if (!active) await endAccountAccess(tx, id);
    const after = await current(tx, id);
    await audit(tx, actor, id, active ? 'reactivated' : 'deactivated', before, after);
    return after;
  });
}

/** Changes an account's name, role and station, in the transaction `tx`, from its `version`. */
async function applyUpdate(tx: DbOrTx, actor: AuthUser, body: UserUpdateRequest) {
  const locked = await lockAccount(tx, body.id);
  if (!locked) throw new AppError('NOT_FOUND');
  const before = view(locked);
  if (before.version !== body.version) throw new AppError('VERSION_CONFLICT', { current: before });
  await updateAccount(tx, body.id, body.version, {
    fullName: body.fullName,
    role: body.role,
    station: body.station,
  });
  // What the account may do changed: its open boards must sign in again to learn it.
  if (before.role !== body.role || before.station !== body.station) {
    await endAccountSessions(tx, body.id);
  }
  const after = await current(tx, body.id);
  await audit(tx, actor, body.id, 'updated', before, after);
  return after;
}

/**
 * People administered in the product (decision 0034): DUTY lists, creates, changes, switches off
 * and on accounts. Every change is audited in its transaction, and a change of what an account
 * may do ends its sessions on every process.
 */
export function createUsersAdminService(deps: { db: Db; mailer: Mailer; appUrl: string }) {
  return {
    async list(actor: AuthUser, search: string, roles: readonly Role[]): Promise<AdminUser[]> {
      requireAdministrator(actor);
      return (await listAccounts(deps.db, search, roles)).map(view);
    },

    async create(actor: AuthUser, body: UserCreateRequest): Promise<AdminUser> {
      requireAdministrator(actor);
      // Before the transaction: the embedded database has one connection, which it holds.
      await checkStation(deps.db, body.station);
      const invitation = await administer(deps.db, actor, async (tx) => {
        if (await emailTaken(tx, body.email)) throw fieldError('email', 'validation.emailTaken');
        const id = await insertAccount(tx, body);
        await audit(tx, actor, id, 'created', null, await current(tx, id));
        return newInvitation(tx, id);
      });
      await sendInvitation(deps, invitation);
      return invitation.user;
    },

    async update(actor: AuthUser, body: UserUpdateRequest): Promise<AdminUser> {
      requireAdministrator(actor);
      if (body.id === actor.id && body.role !== 'DUTY')
        throw fieldError('role', 'validation.ownAccount');
      await checkStation(deps.db, body.station);
      return administer(deps.db, actor, (tx) => applyUpdate(tx, actor, body));
    },

    deactivate: (actor: AuthUser, id: string) => setActive(deps.db, actor, id, false),
    reactivate: (actor: AuthUser, id: string) => setActive(deps.db, actor, id, true),

    /** Sends a new invitation; the earlier link stops working. */
    async reinvite(actor: AuthUser, id: string): Promise<void> {
      requireAdministrator(actor);
      const invitation = await administer(deps.db, actor, async (tx) => {
        const made = await newInvitation(tx, id);
        await audit(tx, actor, id, 'invited', null, null);
        return made;
      });
      await sendInvitation(deps, invitation);
    },

    async audit(actor: AuthUser, id: string) {
      requireAdministrator(actor);
      await current(deps.db, id);
      return (await auditOf(deps.db, id)).map((entry) => ({
        ...entry,
        at: entry.at.toISOString(),
        action: entry.action as 'created',
      }));
    },
  };
}
export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
