import { capabilities, defaultRegistrationList, type RegistrationItem } from '@board/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../auth/session.service.ts';
import { requireOwnEmail } from '../legs/board-access.ts';
import { findRegistrations, saveRegistrations } from './registrations.repository.ts';

export function createRegistrationsService(db: Db) {
  async function tracked(user: AuthUser): Promise<RegistrationItem[]> {
    return (await findRegistrations(db, user.id)) ?? defaultRegistrationList();
  }
  return {
    tracked,
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
      await saveRegistrations(db, user.id, unique);
      return unique;
    },
  };
}
export type RegistrationsService = ReturnType<typeof createRegistrationsService>;
