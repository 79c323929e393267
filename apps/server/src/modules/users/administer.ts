import { type AdminUser, capabilities } from '@board/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../auth/index.ts';
import { accountById, lockAdministration } from './users-admin.repository.ts';

/**
 * Runs one change of accounts under the administration lock, with the actor as they are now:
 * between the check of their token and this moment another DUTY may have switched them off or
 * taken DUTY from them, and then the change is refused (409). Since nobody changes their own
 * account, the actor checked here stays an active DUTY, so at least one always remains.
 */
export function administer<T>(
  db: Db,
  actor: AuthUser,
  change: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockAdministration(tx);
    const self = await accountById(tx, actor.id);
    const role = self?.role as AdminUser['role'] | undefined;
    if (!self || self.deactivatedAt !== null || !capabilities(role).supervisor) {
      throw new AppError('ADMINISTRATORS_CHANGED');
    }
    return change(tx);
  });
}
