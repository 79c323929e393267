import { type Role, roleSchema } from '@board/domain';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const ISSUER = 'timeline-board';
const AUDIENCE = 'timeline-board-api';
/** Media type of access tokens (RFC 9068); no other token this server makes carries it. */
const ACCESS_TYPE = 'at+jwt';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

interface AccessClaims {
  userId: string;
  sessionId: string;
  email: string;
  role: Role | null;
}

/** What a valid token says, and until when it is valid (epoch milliseconds). */
interface VerifiedClaims extends AccessClaims {
  expiresAt: number;
}

const claimsSchema = z.object({
  sub: z.string(),
  sid: z.string(),
  email: z.string(),
  role: roleSchema.nullable(),
  exp: z.number(),
});

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid access token, or null for anything else (expired, forged, other type). */
  verify(token: string): Promise<VerifiedClaims | null>;
}

export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId, email, role }) =>
      new SignJWT({ sid: sessionId, email, role })
        .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYPE })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: ACCESS_TYPE,
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) return null;
        const { sub, sid, email, role, exp } = claims.data;
        return { userId: sub, sessionId: sid, email, role, expiresAt: exp * 1000 };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
