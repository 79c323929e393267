import { Agent, request } from 'node:http';
import { API_KEY_HEADER, dateOptions, SUBSCRIPTION_KEY_HEADER } from '@board/domain';

/** Calls to the bench server as the benchmark's clients make them (bench/bench-server.ts). */

export const KEYS = {
  [API_KEY_HEADER]: 'demo-api-key',
  [SUBSCRIPTION_KEY_HEADER]: 'demo-subscription-key',
};

/** The bench server's feed key (bench-server.ts starts it with this one). */
export const FEED_KEY = 'bench-feed-key-of-at-least-24-chars';

/** The bench server's /metrics token: the live boards' figure reads the process's CPU there. */
export const METRICS_TOKEN = 'bench-metrics-token-of-at-least-24-chars';

/** LIM accounts the bench server adds (GENERIC), all with one password: the live boards'. */
export const BOARD_ACCOUNTS = 40;
export const BOARD_PASSWORD = 'boards2026';
export const boardAccount = (n: number) =>
  `board${String(n % BOARD_ACCOUNTS).padStart(2, '0')}.lim@example.com`;

export const agent = new Agent({ keepAlive: true, maxSockets: 20 });

/**
 * The answer's bytes as the network delivers them, compressed like a browser receives them;
 * unpacking 20 answers at once here would time this process, not the server.
 */
export function rawPost(
  url: string,
  body: string,
  headers: Record<string, string>,
  via = agent,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, agent: via }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export const summary = (times: number[]) => {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
};

export async function token(
  url: string,
  [username, password] = ['cta.lim@example.com', 'lima2026'],
): Promise<string> {
  const res = await fetch(`${url}/auth/authenticate`, {
    method: 'POST',
    headers: { ...KEYS, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Today at Lima, the bench day. */
export const benchDay = () => dateOptions(new Date(), 'America/Lima')[3]?.date;
