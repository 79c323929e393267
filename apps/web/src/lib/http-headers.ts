import { API_KEY_HEADER, BOARD_CHANGE_HEADER, SUBSCRIPTION_KEY_HEADER } from '@board/domain';

/** Authentication calls that act on the current session and so carry its token. */
const SESSION_AUTH_PATHS = new Set(['auth/signout']);

/** Headers a caller adds to one call (SAVE_KEY_HEADER); the client's own ones win. */
export type CallHeaders = Readonly<Record<string, string>>;

/**
 * The headers of a call: the gateway keys on every call; the Bearer token (`accessToken`, null
 * without a session) and the last change the live stream told of (`lastChange`) on business and
 * session calls.
 */
export function createHeaders(
  options: { apiKey: string; subscriptionKey: string; lastChange?: () => string | null },
  accessToken: () => Promise<string | null>,
) {
  return async function headersFor(
    path: string,
    body: unknown,
    accept: string,
    extra?: CallHeaders,
  ) {
    const headers: Record<string, string> = {
      ...extra,
      accept,
      [API_KEY_HEADER]: options.apiKey,
      [SUBSCRIPTION_KEY_HEADER]: options.subscriptionKey,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (path.startsWith('v1/') || SESSION_AUTH_PATHS.has(path)) {
      const token = await accessToken();
      if (token) headers.authorization = `Bearer ${token}`;
      const change = options.lastChange?.();
      if (change) headers[BOARD_CHANGE_HEADER] = change;
    }
    return headers;
  };
}
