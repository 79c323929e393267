/** Business and interface constants of the product (section 9 of the specification). */
export const TOAST_DURATION_MS = 3000;
export const TOAST_ANIMATION_MS = 300;
/** What sign-in accepts: accounts made before the stricter rule for new passwords keep working. */
export const PASSWORD_MIN_LENGTH = 4;
/** A password being set (ASVS 5.0 V6.2.1); no composition rules come with it (V6.2.5). */
export const NEW_PASSWORD_MIN_LENGTH = 8;
/**
 * Long enough for any passphrase (ASVS asks for at least 64), short enough that hashing it cannot
 * be used to exhaust the server.
 */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const RESET_TOKEN_TTL_MINUTES = 10;
/** An invitation to a new account: long enough for a shift worker to be back on duty. */
export const INVITE_TOKEN_TTL_HOURS = 72;
export const MOBILE_BREAKPOINT_PX = 743;

/** Keys of the encrypted local storage; each is stored under STORAGE_PREFIX + key. */
export const STORAGE_PREFIX = 'tlb.';
export const STORAGE_KEYS = {
  email: 'email',
  token: 'token',
  properties: 'properties',
  refresh: 'refresh',
  /** The signed-in user as the server last described them: the board opens offline with it. */
  user: 'user',
} as const;
export const STORAGE_SECRET_MIN_LENGTH = 10;

/** Header names the gateway expects on every call to both APIs. */
export const API_KEY_HEADER = 'x-api-key';
export const SUBSCRIPTION_KEY_HEADER = 'ocp-apim-subscription-key';
/**
 * The last change a board heard of on its live stream, sent back on its reads: a process that
 * has not heard of it yet (another process announced it first) reads the day afresh instead of
 * answering from what it keeps.
 */
export const BOARD_CHANGE_HEADER = 'x-board-change';
/**
 * Names one save of a leg, so that sending it again (its answer was lost on the way back) is
 * answered as saved instead of being applied twice. Optional; see saveKeyHeaders.
 */
export const SAVE_KEY_HEADER = 'idempotency-key';

/** Recording on a leg (section 9). */
export const MAX_DELAY_ENTRIES = 3;
export const CDA_PHONE_LENGTH = 12;
/** Tows of one side of a leg: far above any real day, low enough to bound a request. */
export const MAX_TRAILERS = 20;

/**
 * The page where a link's holder chooses a password, relative to the app's address. An invitation
 * says so (`welcome=1`): the page then greets a new account instead of speaking of a reset.
 */
export function passwordLinkPath(token: string, purpose: 'reset' | 'invitation'): string {
  const welcome = purpose === 'invitation' ? '&welcome=1' : '';
  return `reset-password?token=${encodeURIComponent(token)}${welcome}`;
}
