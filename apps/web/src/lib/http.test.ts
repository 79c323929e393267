import {
  API_KEY_HEADER,
  BOARD_CHANGE_HEADER,
  SUBSCRIPTION_KEY_HEADER,
  type TokenPair,
} from '@board/domain';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { createHttpClient } from './http.ts';
import type { StoredTokens, TokenStore } from './token-store.ts';

type Fetch = typeof globalThis.fetch;

const NOW = 1_800_000_000_000;
const ok = z.object({ ok: z.literal(true) });
const listDay = { station: 'LIM', day: '2026-11-23' };
/** Calls of the authentication API, each with a body its contract takes. */
const authCalls = {
  'auth/authenticate': { username: 'a@b.co', password: 'secret' },
  'auth/forgot': { email: 'a@b.co' },
  'auth/validate-token': { token: 'reset-token' },
  'auth/replace-password': { token: 'reset-token', password: 'secret' },
  'auth/verify-jwt': { token: 'at-1' },
  'auth/signout': { email: 'a@b.co' },
} as const;
type AuthPath = keyof typeof authCalls;
const postAuth = (client: ReturnType<typeof setup>['client'], path: AuthPath) =>
  client.post(path, authCalls[path], ok);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function memoryTokens(initial: StoredTokens | null) {
  let stored = initial;
  const saved: TokenPair[] = [];
  const store: TokenStore = {
    read: async () => stored,
    save: async (pair) => {
      saved.push(pair);
      stored = {
        accessToken: pair.access_token,
        refreshToken: pair.refresh_token,
        expiresAt: NOW + pair.expires_in * 1000,
      };
    },
  };
  return { store, saved };
}

function setup(send: Fetch, tokens: StoredTokens | null = null, lastChange?: () => string | null) {
  const memory = memoryTokens(tokens);
  const client = createHttpClient({
    basePath: '/board/',
    apiKey: 'key-1',
    subscriptionKey: 'sub-1',
    tokens: memory.store,
    fetch: send,
    now: () => NOW,
    ...(lastChange && { lastChange }),
  });
  const unauthorized = vi.fn();
  client.onUnauthorized(unauthorized);
  return { client, unauthorized, saved: memory.saved };
}

const initOf = (send: Mock<Fetch>, call = 0): RequestInit => send.mock.calls[call]?.[1] ?? {};
const headersOf = (send: Mock<Fetch>, call = 0) =>
  initOf(send, call).headers as Record<string, string>;

const liveTokens: StoredTokens = {
  accessToken: 'at-1',
  refreshToken: 'rt-1',
  expiresAt: NOW + 600_000,
};

describe('http client requests', () => {
  it('sends JSON with both gateway keys under the base path', async () => {
    const send = vi.fn<Fetch>(async () => json(200, { ok: true }));
    const { client } = setup(send);
    await expect(client.post('auth/forgot', { email: 'a@b.co' }, ok)).resolves.toEqual({
      ok: true,
    });
    expect(send.mock.calls[0]?.[0]).toBe('/board/auth/forgot');
    const init = initOf(send);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect(headersOf(send)).toMatchObject({
      'content-type': 'application/json',
      [API_KEY_HEADER]: 'key-1',
      [SUBSCRIPTION_KEY_HEADER]: 'sub-1',
    });
    expect(headersOf(send).authorization).toBeUndefined();
  });

  it('adds the Bearer token to business calls and to sign-out', async () => {
    const send = vi.fn<Fetch>(async () => json(200, { ok: true }));
    const { client } = setup(send, liveTokens);
    await client.get('v1/station/list-all', ok);
    await client.post('auth/signout', { email: 'a@b.co' }, ok);
    expect(headersOf(send, 0).authorization).toBe('Bearer at-1');
    expect(headersOf(send, 0)['content-type']).toBeUndefined();
    expect(headersOf(send, 1).authorization).toBe('Bearer at-1');
  });

  it('names the last change the live stream told of on business calls only', async () => {
    const send = vi.fn<Fetch>(async () => json(200, { ok: true }));
    const { client } = setup(send, liveTokens, () => 'change-7');
    await client.get('v1/station/list-all', ok);
    await client.post('auth/forgot', { email: 'a@b.co' }, ok);
    expect(headersOf(send, 0)[BOARD_CHANGE_HEADER]).toBe('change-7');
    expect(headersOf(send, 1)[BOARD_CHANGE_HEADER]).toBeUndefined();
  });
});

describe('http client errors', () => {
  it('turns the agreed error body into a typed ApiError', async () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid request',
        fields: [
          { path: 'password', key: 'validation.minLength', params: { min: 4 }, message: 'x' },
        ],
      },
    };
    const { client } = setup(vi.fn<Fetch>(async () => json(400, body)));
    const error = await postAuth(client, 'auth/replace-password').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid request',
      fields: [{ path: 'password', key: 'validation.minLength', params: { min: 4 } }],
    });
  });

  it('keeps the parameters of a code, such as the minutes to wait', async () => {
    const body = { error: { code: 'TOO_MANY_ATTEMPTS', message: 'wait', params: { minutes: 15 } } };
    const { client } = setup(vi.fn<Fetch>(async () => json(429, body)));
    await expect(postAuth(client, 'auth/authenticate')).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      params: { minutes: 15 },
    });
  });

  it('maps an answer of another shape to the status code', async () => {
    const send = vi.fn<Fetch>(
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    const { client } = setup(send);
    await expect(client.get('v1/station/list-all', ok)).rejects.toMatchObject({
      status: 502,
      code: 'status',
      params: { status: 502 },
    });
  });

  it('maps failures without an answer to network and aborted', async () => {
    const network = setup(
      vi.fn<Fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(postAuth(network.client, 'auth/forgot')).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const aborted = setup(vi.fn<Fetch>(async () => Promise.reject(abort)));
    await expect(postAuth(aborted.client, 'auth/forgot')).rejects.toMatchObject({
      code: 'aborted',
    });
  });

  it('takes an answer whose body is cut off on its way for no answer at all', async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"ok":'));
        controller.error(new TypeError('network error'));
      },
    });
    const { client } = setup(vi.fn<Fetch>(async () => new Response(cut, { status: 200 })));
    await expect(client.get('v1/station/list-all', ok)).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
  });

  it('refuses a success answer that does not match the contract', async () => {
    const { client } = setup(vi.fn<Fetch>(async () => json(200, { ok: 'yes' })));
    await expect(client.get('v1/station/list-all', ok)).rejects.toMatchObject({ code: 'INTERNAL' });
  });
});

describe('http client on 401', () => {
  const expired = { error: { code: 'UNAUTHENTICATED', message: 'expired' } };

  it.each(['v1/station/list-all', 'auth/verify-jwt', 'auth/signout'] as const)(
    'signals the end of the session when %s answers 401',
    async (path) => {
      const { client, unauthorized } = setup(
        vi.fn<Fetch>(async () => json(401, expired)),
        liveTokens,
      );
      const call = path === 'v1/station/list-all' ? client.get(path, ok) : postAuth(client, path);
      await expect(call).rejects.toMatchObject({ status: 401 });
      expect(unauthorized).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    'auth/authenticate',
    'auth/forgot',
    'auth/validate-token',
    'auth/replace-password',
  ] as const)('leaves the session alone when %s answers 401', async (path) => {
    const body = { error: { code: 'INVALID_CREDENTIALS', message: 'no' } };
    const { client, unauthorized } = setup(vi.fn<Fetch>(async () => json(401, body)));
    await expect(postAuth(client, path)).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(unauthorized).not.toHaveBeenCalled();
  });
});

describe('http client on NO_ROLE', () => {
  const noRole = { error: { code: 'NO_ROLE', message: 'no role' } };

  function watch(send: Fetch) {
    const { client, unauthorized } = setup(send, liveTokens);
    const lostRole = vi.fn();
    client.onNoRole(lostRole);
    return { client, unauthorized, lostRole };
  }

  it('signals an account without a role, and only that', async () => {
    const refused = watch(vi.fn<Fetch>(async () => json(403, noRole)));
    await expect(refused.client.get('v1/station/list-all', ok)).rejects.toMatchObject({
      status: 403,
      code: 'NO_ROLE',
    });
    expect(refused.lostRole).toHaveBeenCalledTimes(1);
    expect(refused.unauthorized).not.toHaveBeenCalled();

    const forbidden = { error: { code: 'FORBIDDEN', message: 'x' } };
    const other = watch(vi.fn<Fetch>(async () => json(403, forbidden)));
    await expect(other.client.get('v1/station/list-all', ok)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(other.lostRole).not.toHaveBeenCalled();
  });

  it('signals it from the live stream too, leaving the answer readable', async () => {
    const refused = watch(vi.fn<Fetch>(async () => json(403, noRole)));
    const response = await refused.client.stream(
      'v1/events?station=LIM',
      new AbortController().signal,
    );
    expect(refused.lostRole).toHaveBeenCalledTimes(1);
    expect(await response.json()).toEqual(noRole);

    const forbidden = { error: { code: 'FORBIDDEN', message: 'other station' } };
    const other = watch(vi.fn<Fetch>(async () => json(403, forbidden)));
    await other.client.stream('v1/events?station=SCL', new AbortController().signal);
    expect(other.lostRole).not.toHaveBeenCalled();
  });
});

describe('http client token renewal', () => {
  const pair = {
    access_token: 'at-2',
    refresh_token: 'rt-2',
    token_type: 'Bearer',
    expires_in: 900,
  };
  const expiring: StoredTokens = { ...liveTokens, expiresAt: NOW + 30_000 };

  it('renews a token that expires within a minute, once for concurrent calls', async () => {
    const send = vi.fn<Fetch>(async (url) =>
      String(url).endsWith('auth/refresh-token') ? json(200, pair) : json(200, { ok: true }),
    );
    const { client, saved } = setup(send, expiring);
    await Promise.all([client.get('v1/a', ok), client.get('v1/b', ok), client.get('v1/c', ok)]);

    const refreshes = send.mock.calls.filter(([url]) => String(url).endsWith('refresh-token'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.[1]?.body).toBe('{"refresh_token":"rt-1"}');
    expect(saved).toEqual([pair]);
    const business = send.mock.calls.filter(([url]) => String(url).includes('/v1/'));
    for (const [, init] of business) {
      expect(init?.headers).toMatchObject({ authorization: 'Bearer at-2' });
    }
  });

  it('keeps a token with more than a minute left', async () => {
    const send = vi.fn<Fetch>(async () => json(200, { ok: true }));
    const { client } = setup(send, { ...liveTokens, expiresAt: NOW + 61_000 });
    await client.get('v1/a', ok);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh token is refused', async () => {
    const refused = { error: { code: 'UNAUTHENTICATED', message: 'spent' } };
    const send = vi.fn<Fetch>(async () => json(401, refused));
    const { client, unauthorized } = setup(send, expiring);
    await expect(client.get('v1/a', ok)).rejects.toMatchObject({ status: 401 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(unauthorized).toHaveBeenCalled();
  });
});

describe('http client downloads', () => {
  it('gives the file under the name the server chose, with the token sent', async () => {
    const send = vi.fn<Fetch>(
      async () =>
        new Response('PK', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="general_LIM_2026-11-23.xlsx"' },
        }),
    );
    const { client } = setup(send, liveTokens);
    const file = await client.download('v1/leg/export-list', { ...listDay, type: 'home' });
    expect(file?.fileName).toBe('general_LIM_2026-11-23.xlsx');
    expect(await file?.blob.text()).toBe('PK');
    expect(headersOf(send).authorization).toBe('Bearer at-1');
    expect(initOf(send).body).toBe('{"station":"LIM","day":"2026-11-23","type":"home"}');
  });

  it('answers null when nothing matched, and a typed error on a refusal', async () => {
    const empty = setup(
      vi.fn<Fetch>(async () => new Response(null, { status: 204 })),
      liveTokens,
    );
    expect(await empty.client.download('v1/leg/export-delays', listDay)).toBeNull();
    const refused = setup(
      vi.fn<Fetch>(async () => json(403, { error: { code: 'FORBIDDEN', message: 'x' } })),
      liveTokens,
    );
    await expect(refused.client.download('v1/leg/export-delays', listDay)).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
  });
});
