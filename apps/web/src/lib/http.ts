import { type BodilessPath, type BodyPath, type RequestBody, tokenPairSchema } from '@board/domain';
import type { z } from 'zod';
import { ApiError, errorFromFailure, errorFromResponse } from './api-error.ts';
import { type CallHeaders, createHeaders } from './http-headers.ts';
import type { BodyOf } from './request-body.ts';
import type { TokenStore } from './token-store.ts';

/** Calls whose 401 means "wrong answer" (credentials, reset token), not "the session ended". */
const PUBLIC_AUTH_PATHS = new Set([
  'auth/authenticate',
  'auth/forgot',
  'auth/validate-token',
  'auth/replace-password',
]);
/** An access token this close to its expiry is renewed first, so a call never races the clock. */
const REFRESH_MARGIN_MS = 60_000;

export interface HttpClientOptions {
  basePath: string;
  apiKey: string;
  subscriptionKey: string;
  tokens: TokenStore;
  fetch?: typeof fetch;
  now?: () => number;
  /** The last change the live stream told of, sent back on business calls (BOARD_CHANGE_HEADER). */
  lastChange?: () => string | null;
}

export type HttpClient = ReturnType<typeof createHttpClient>;

export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

/** The file name of an attachment header: filename*=UTF-8''… if given, else filename="…". */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** Who wants to know that the session has ended, or that the account has no role (any more). */
function createSignals() {
  const unauthorized = new Set<() => void>();
  const noRole = new Set<() => void>();
  const subscribe = (listeners: Set<() => void>) => (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    sessionEnded: () => {
      for (const listener of unauthorized) listener();
    },
    roleMissing: () => {
      for (const listener of noRole) listener();
    },
    /** Runs `listener` whenever a call answers 401 because the session is gone. */
    onUnauthorized: subscribe(unauthorized),
    /** Runs `listener` whenever a call answers NO_ROLE: the account has no role (any more). */
    onNoRole: subscribe(noRole),
  };
}

/**
 * A usable access token, renewed first when it is about to expire; null without a session.
 * Concurrent callers share one renewal: refresh tokens rotate, so a second renewal with the same
 * token would be refused.
 */
function createTokenKeeper(
  tokens: TokenStore,
  now: () => number,
  renew: (refreshToken: string) => Promise<string>,
) {
  let refreshing: Promise<string> | null = null;
  return async function freshAccessToken(): Promise<string | null> {
    const stored = await tokens.read();
    if (!stored) return null;
    if (stored.expiresAt - now() > REFRESH_MARGIN_MS) return stored.accessToken;
    refreshing ??= renew(stored.refreshToken).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
}

/** An answer as its contract says, or an error: a client never works on a shape it did not expect. */
function answerOf<T>(schema: z.ZodType<T>, payload: unknown, status: number): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success)
    throw new ApiError({ status, code: 'INTERNAL', message: parsed.error.message });
  return parsed.data;
}

/** A download's file, under the name its content-disposition gives. */
async function downloadedFile(response: Response): Promise<DownloadedFile> {
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? 'descarga';
  return { fileName, blob: await response.blob() };
}

type Signals = ReturnType<typeof createSignals>;

/**
 * The typed error of a failed answer; a 401 on a session call also ends the session, and a
 * NO_ROLE says the account lost its role while signed in.
 */
function failureOf(response: Response, path: string, payload: unknown, signals: Signals) {
  const error = errorFromResponse(response.status, payload);
  if (response.status === 401 && !PUBLIC_AUTH_PATHS.has(path)) signals.sessionEnded();
  if (error.code === 'NO_ROLE') signals.roleMissing();
  return error;
}

/** A stream refused: a 401 ends the session, a NO_ROLE says the account lost its role. */
async function signalStreamRefusal(response: Response, signals: Signals) {
  if (response.status === 401) signals.sessionEnded();
  if (response.status === 403) {
    // A copy is read, so the caller still gets the body whole.
    const { code } = errorFromResponse(403, await readJson(response.clone()));
    if (code === 'NO_ROLE') signals.roleMissing();
  }
}

/**
 * The one way the client talks to the server: JSON both ways, the gateway keys on every call, the
 * Bearer token on business calls, typed errors, and a signal when the session has ended.
 */
function createTransport(options: HttpClientOptions) {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const signals = createSignals();

  const headersFor = createHeaders(options, () => freshAccessToken());

  async function request(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    accept: string,
    extra?: CallHeaders,
  ) {
    const init = {
      method,
      headers: await headersFor(path, body, accept, extra),
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    try {
      return await send(`${options.basePath}${path}`, init);
    } catch (failure) {
      throw errorFromFailure(failure);
    }
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    extra?: CallHeaders,
  ): Promise<T> {
    const response = await request(method, path, body, 'application/json', extra);
    const payload = await readJson(response);
    if (!response.ok) throw failureOf(response, path, payload, signals);
    return answerOf(schema, payload, response.status);
  }

  /**
   * A file the server makes (section 7, blob downloads), named by its content-disposition; null
   * when the server answers 204 because nothing matched.
   */
  async function download(path: string, body: unknown): Promise<DownloadedFile | null> {
    const response = await request('POST', path, body, '*/*');
    if (!response.ok) throw failureOf(response, path, await readJson(response), signals);
    return response.status === 204 ? null : downloadedFile(response);
  }

  const freshAccessToken = createTokenKeeper(options.tokens, now, async (refreshToken) => {
    const body: RequestBody<'auth/refresh-token'> = { refresh_token: refreshToken };
    const pair = await call('POST', 'auth/refresh-token', body, tokenPairSchema);
    await options.tokens.save(pair);
    return pair.access_token;
  });

  /**
   * Opens a long-lived response (Server-Sent Events) with the same keys and token as any call;
   * a 401 ends the session like any other call. The caller reads and closes the body.
   */
  async function stream(path: string, signal: AbortSignal): Promise<Response> {
    const response = await send(`${options.basePath}${path}`, {
      method: 'GET',
      signal,
      headers: await headersFor(path, undefined, 'text/event-stream'),
    });
    await signalStreamRefusal(response, signals);
    return response;
  }

  return { call, download, stream, freshAccessToken, signals };
}

/**
 * The client's face: answers are parsed by their schema, and a POST's body is typed by the
 * contract of its path, so a body the server would refuse does not compile.
 */
export function createHttpClient(options: HttpClientOptions) {
  const { call, download, stream, freshAccessToken, signals } = createTransport(options);
  return {
    get: <T>(path: string, schema: z.ZodType<T>) => call('GET', path, undefined, schema),
    stream,
    post: <P extends BodyPath, B extends RequestBody<P>, T>(
      path: P,
      body: BodyOf<P, B>,
      schema: z.ZodType<T>,
      headers?: CallHeaders,
    ) => call('POST', path, body, schema, headers),
    download: <P extends BodyPath, B extends RequestBody<P>>(path: P, body: BodyOf<P, B>) =>
      download(path, body),
    /** A download whose route takes no body. */
    downloadWithoutBody: (path: BodilessPath) => download(path, undefined),
    freshAccessToken,
    onUnauthorized: signals.onUnauthorized,
    onNoRole: signals.onNoRole,
  };
}

/**
 * The answer's JSON, if any. A body cut off on its way (the network dropped, the page navigated
 * away) is a failure without an answer, like a request that never got one: never taken for the
 * server's word, which would end a session the server still holds.
 */
async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (failure) {
    throw errorFromFailure(failure);
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
