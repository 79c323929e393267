import path from 'node:path';
import { z } from 'zod';
import { webDist } from './lib/server-root.ts';

/**
 * The only place that reads process.env. Every value is validated at start and every bad value is
 * reported at once, each with a message that says what is expected.
 */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlWithProtocol = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
    );

/** A whole number of at least one. */
const positiveCount = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: optionalText.pipe(urlWithProtocol(['postgres:', 'postgresql:']).optional()),
    JWT_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters (use a long random value)').optional(),
    ),
    SMTP_URL: optionalText.pipe(urlWithProtocol(['smtp:', 'smtps:']).optional()),
    MAIL_FROM: z.string().trim().default('Tablero de operaciones <no-reply@localhost>'),
    PUBLIC_URL: optionalText.pipe(urlWithProtocol(['http:', 'https:']).optional()),
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(24, 'must be at least 24 characters (use a long random value)').optional(),
    ),
    API_KEY: optionalText,
    SUBSCRIPTION_KEY: optionalText,
    FEED_API_KEY: optionalText.pipe(
      z.string().min(24, 'must be at least 24 characters (use a long random value)').optional(),
    ),
    BASE_PATH: z
      .string()
      .trim()
      .default('/')
      .refine((v) => v.startsWith('/'), 'must start with /')
      .transform((v) => (v.endsWith('/') ? v : `${v}/`)),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
    DEMO_DATA: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
    SIMULATOR: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
    // A station's people share one public address; each board refetches a few lists per change.
    RATE_LIMIT_PER_ADDRESS: positiveCount(6000),
    RATE_LIMIT_PER_USER: positiveCount(600),
    LIVE_STREAMS_PER_USER: positiveCount(5),
    WEB_DIST: optionalText,
  })
  // Runs even when other values are bad, so every problem is reported at once.
  .superRefine(
    (env, ctx) => {
      if (env.NODE_ENV !== 'production') return;
      for (const key of [
        'JWT_SECRET',
        'API_KEY',
        'SUBSCRIPTION_KEY',
        'FEED_API_KEY',
        'PUBLIC_URL',
      ] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when NODE_ENV=production',
          });
      }
    },
    { when: () => true },
  );

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Absent only outside production; the server then keeps a generated one in dataDir. */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  apiKey: string;
  subscriptionKey: string;
  /** Key of the operations feed; absent outside production, then kept generated in dataDir. */
  feedApiKey: string | undefined;
  /** Bearer token of /metrics; without one, /metrics is not served. */
  metricsToken: string | undefined;
  basePath: string;
  logLevel: string;
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (sign-in throttling). */
  trustProxy: boolean;
  demoData: boolean;
  /** Moves the demo day along (estimated and actual times); on with demo data unless set. */
  simulator: boolean;
  /** Calls a minute (per process) from one address to any API, and from one signed-in user. */
  rateLimits: { perAddress: number; perUser: number };
  /** Live board streams one user may hold open at once (per process). */
  liveStreamsPerUser: number;
  /** The built client the server hands out. */
  webDist: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const SECRETS = new Set([
  'JWT_SECRET',
  'API_KEY',
  'SUBSCRIPTION_KEY',
  'FEED_API_KEY',
  'METRICS_TOKEN',
]);

/** The bad value as the error shows it: secrets and URL passwords never reach the log. */
function shown(name: string, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  if (SECRETS.has(name)) return `${value.length} characters`;
  return JSON.stringify(value.replace(/\/\/([^/@:]*):[^/@]*@/, '//$1:***@'));
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (i) =>
          `${i.path.join('.')} ${i.message} (got ${shown(String(i.path[0]), env[String(i.path[0])])})`,
      ),
    );
  }
  const e = parsed.data;
  const demoData = e.DEMO_DATA ? e.DEMO_DATA === 'true' : e.NODE_ENV !== 'production';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    // Demo values outside production, where the client is built with the same defaults.
    apiKey: e.API_KEY ?? 'demo-api-key',
    subscriptionKey: e.SUBSCRIPTION_KEY ?? 'demo-subscription-key',
    basePath: e.BASE_PATH,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    feedApiKey: e.FEED_API_KEY,
    metricsToken: e.METRICS_TOKEN,
    demoData,
    simulator: e.SIMULATOR ? e.SIMULATOR === 'true' : demoData && e.NODE_ENV !== 'test',
    rateLimits: { perAddress: e.RATE_LIMIT_PER_ADDRESS, perUser: e.RATE_LIMIT_PER_USER },
    liveStreamsPerUser: e.LIVE_STREAMS_PER_USER,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : webDist,
  };
}
