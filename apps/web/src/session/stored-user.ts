import { type SessionUser, STORAGE_KEYS, sessionUserSchema } from '@board/domain';
import type { SecureStorage } from '../lib/secure-storage.ts';

/** Keeps the signed-in user on this device: their e-mail, properties and the whole record. */
export async function rememberUser(storage: () => SecureStorage, user: SessionUser) {
  await Promise.all([
    storage().set(STORAGE_KEYS.email, user.email),
    storage().set(STORAGE_KEYS.properties, JSON.stringify(user.app_properties)),
    storage().set(STORAGE_KEYS.user, JSON.stringify(user)),
  ]);
}

/** The user a session stored here was last seen as, if it is readable. */
export async function storedUser(storage: () => SecureStorage): Promise<SessionUser | null> {
  const parsed = sessionUserSchema.safeParse(
    JSON.parse((await storage().get(STORAGE_KEYS.user)) ?? 'null'),
  );
  return parsed.success ? parsed.data : null;
}
