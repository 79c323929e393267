import type { DbOrTx } from '../../db/client.ts';
import { authEvents } from '../../db/schema/auth.ts';

type AuthEventType =
  | 'login.success'
  | 'login.failure'
  | 'login.throttled'
  | 'signout'
  | 'refresh'
  | 'refresh.rejected'
  | 'refresh.reuse'
  | 'forgot.sent'
  | 'forgot.unknown'
  | 'forgot.deactivated'
  | 'forgot.throttled'
  | 'reset.success'
  | 'reset.rejected';

export interface AuthEvent {
  type: AuthEventType;
  userId?: string | undefined;
  email?: string | undefined;
  ip?: string | undefined;
  detail?: Record<string, unknown>;
}

export async function insertAuthEvent(db: DbOrTx, event: AuthEvent): Promise<void> {
  await db.insert(authEvents).values({
    type: event.type,
    userId: event.userId ?? null,
    email: event.email ?? null,
    ip: event.ip ?? null,
    detail: event.detail ?? null,
  });
}
