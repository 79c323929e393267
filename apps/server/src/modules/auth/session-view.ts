import { AppProperty, type SessionUser, type TokenPair } from '@board/domain';
import type { DbOrTx } from '../../db/client.ts';
import { newOpaqueToken } from '../../lib/opaque-token.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokens } from './access-token.ts';
import { insertRefreshToken } from './sessions.repository.ts';
import type { UserRecord } from './users.repository.ts';

export function sessionUser(user: UserRecord): SessionUser {
  return {
    email: user.email,
    full_name: user.fullName,
    role: user.role,
    app_properties: user.stationCode
      ? [{ name: AppProperty.STATION, value: user.stationCode }]
      : [],
  };
}

/** A new access token and a new refresh token for an open session. */
export async function issueTokens(
  db: DbOrTx,
  tokens: AccessTokens,
  user: UserRecord,
  sessionId: string,
): Promise<TokenPair> {
  const refresh = newOpaqueToken();
  await insertRefreshToken(db, refresh.hash, sessionId);
  const access_token = await tokens.sign({
    userId: user.id,
    sessionId,
    email: user.email,
    role: user.role,
  });
  return {
    access_token,
    refresh_token: refresh.token,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  };
}
