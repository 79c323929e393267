import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { AccessTokens } from './access-token.ts';
import { type AuthEvent, insertAuthEvent } from './auth-events.repository.ts';
import type { AuthUser } from './auth-user.ts';
import type { SessionCache } from './session-cache.ts';

export interface AuthDeps {
  db: Db;
  tokens: AccessTokens;
  /** Checked access tokens; whatever ends a session forgets them here too. */
  sessionCache: SessionCache<AuthUser>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where links in e-mails point: public URL plus base path, ending in '/'. */
  appUrl: string;
  /**
   * Whether the reset link also goes to the log: only when mail is written to the outbox folder.
   * A link sent by real mail is a live credential and stays out of the log.
   */
  logResetLinks: boolean;
}

/** Every authentication event goes to the log and to the auth_events table. */
export async function recordEvent(
  deps: Pick<AuthDeps, 'db' | 'log'>,
  event: AuthEvent,
): Promise<void> {
  deps.log.info({ auth: event }, `auth ${event.type}`);
  await insertAuthEvent(deps.db, event);
}
