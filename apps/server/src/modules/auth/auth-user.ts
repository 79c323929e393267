import type { Role } from '@board/domain';

/** The signed-in user of a request, as every /v1 service receives it. */
export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  role: Role | null;
  station: string | null;
  sessionId: string;
  /** When this request's access ends (epoch ms): its token expires or its session ends. */
  accessEndsAt: number;
}
