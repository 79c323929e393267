import { appConfig } from '../config.ts';
import { createSecureStorage, type SecureStorage } from './secure-storage.ts';

let instance: SecureStorage | undefined;

/**
 * The app's encrypted storage. Created on first use rather than on import, so that a secret that
 * is too short can be reported on screen by main.tsx instead of leaving a blank page.
 */
export function appStorage(): SecureStorage {
  instance ??= createSecureStorage(appConfig.storageSecret);
  return instance;
}
