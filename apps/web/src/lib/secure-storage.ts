import { type STORAGE_KEYS, STORAGE_PREFIX, STORAGE_SECRET_MIN_LENGTH } from '@board/domain';
import i18next from 'i18next';

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Local storage whose values are encrypted (AES-GCM) with a key derived from the build secret. */
export interface SecureStorage {
  /** The stored text, or null when absent, corrupt or written with another secret. */
  get(key: StorageKey): Promise<string | null>;
  set(key: StorageKey, value: string): Promise<void>;
  /** Removes every value of this app and nothing else that shares the origin. */
  clear(): void;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
// One salt per app is enough: the secret ships inside the bundle, so the key guards the stored
// values against casual reading, not against code running in the page (see docs/decisions).
const SALT = encoder.encode('timeline-board/secure-storage/v1');
const IV_BYTES = 12;

function deriveKey(subtle: SubtleCrypto, secret: string): Promise<CryptoKey> {
  // HKDF rather than PBKDF2: stretching a secret that anyone can read from the bundle buys no
  // safety and would only slow every start.
  return subtle
    .importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey'])
    .then((material) =>
      subtle.deriveKey(
        { name: 'HKDF', hash: 'SHA-256', salt: SALT, info: encoder.encode('local-storage') },
        material,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      ),
    );
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export function createSecureStorage(
  secret: string,
  backend: Storage = localStorage,
  subtle: SubtleCrypto = crypto.subtle,
): SecureStorage {
  if (secret.length < STORAGE_SECRET_MIN_LENGTH) {
    // The app's i18next, not the domain's translate: that one carries every catalogue.
    throw new Error(i18next.t('storage.secretTooShort'));
  }
  let key: Promise<CryptoKey> | undefined;
  const cryptoKey = () => {
    key ??= deriveKey(subtle, secret);
    return key;
  };

  return {
    async get(name) {
      const stored = backend.getItem(STORAGE_PREFIX + name);
      if (stored === null) return null;
      try {
        const bytes = fromBase64(stored);
        const plain = await subtle.decrypt(
          // The key name is authenticated too, so a value copied under another key is refused.
          {
            name: 'AES-GCM',
            iv: bytes.subarray(0, IV_BYTES),
            additionalData: encoder.encode(name),
          },
          await cryptoKey(),
          bytes.subarray(IV_BYTES),
        );
        return decoder.decode(plain);
      } catch {
        return null;
      }
    },

    async set(name, value) {
      // GCM must never reuse an IV under one key: a fresh random one for every write.
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const cipher = await subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(name) },
        await cryptoKey(),
        encoder.encode(value),
      );
      const bytes = new Uint8Array(IV_BYTES + cipher.byteLength);
      bytes.set(iv);
      bytes.set(new Uint8Array(cipher), IV_BYTES);
      backend.setItem(STORAGE_PREFIX + name, toBase64(bytes));
    },

    clear() {
      const ours: string[] = [];
      for (let i = 0; i < backend.length; i += 1) {
        const name = backend.key(i);
        if (name?.startsWith(STORAGE_PREFIX)) ours.push(name);
      }
      for (const name of ours) backend.removeItem(name);
    },
  };
}
