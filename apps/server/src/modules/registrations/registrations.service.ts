import { capabilities, defaultRegistrationList, type RegistrationItem } from '@board/domain';
import type { Database, Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createWeighedLru } from '../../lib/weighed-lru.ts';
import type { AuthUser } from '../auth/index.ts';
import { requireOwnEmail } from '../auth/index.ts';
import {
  announceRegistrationsChanged,
  findRegistrations,
  followRegistrationsChanged,
  saveRegistrations,
} from './registrations.repository.ts';

/** Users whose choice is kept in memory; beyond this the least recently asked are read again. */
const MAX_KEPT_USERS = 5_000;

export function createRegistrationsService(db: Db) {
  // Every overnights answer needs the caller's choice; it changes when they save it, and every
  // process hears of that, so it is read once, not on every call.
  const kept = createWeighedLru<Promise<RegistrationItem[]>>(MAX_KEPT_USERS);
  const forget = (userId: string) => kept.drop(userId);

  function tracked(user: AuthUser): Promise<RegistrationItem[]> {
    const cached = kept.get(user.id);
    if (cached) return cached;
    const pending = findRegistrations(db, user.id).then((r) => r ?? defaultRegistrationList());
    kept.set(user.id, pending, 1);
    pending.catch(() => {
      if (kept.get(user.id) === pending) forget(user.id);
    });
    return pending;
  }
  return {
    tracked,

    /** Follows the choices saved through every process; resolves to the stop function. */
    follow: (database: Database) =>
      // Announcements missed while the connection was down: every kept choice may be stale.
      followRegistrationsChanged(database, forget, () => kept.clear()),

    async get(user: AuthUser, email: string) {
      requireOwnEmail(user, email);
      return tracked(user);
    },
    async save(user: AuthUser, email: string, registrations: RegistrationItem[]) {
      requireOwnEmail(user, email);
      // Choosing the tracked aircraft is an editor's task (section 6); readers keep the default.
      if (!capabilities(user.role).editor) throw new AppError('FORBIDDEN');
      // One entry per registration: a repeated code keeps its last state.
      const unique = [...new Map(registrations.map((r) => [r.code, r])).values()];
      await db.transaction(async (tx) => {
        await saveRegistrations(tx, user.id, unique);
        await announceRegistrationsChanged(tx, user.id);
      });
      // This process's next answer shows the choice without waiting for the announcement.
      forget(user.id);
      return unique;
    },
  };
}
export type RegistrationsService = ReturnType<typeof createRegistrationsService>;
