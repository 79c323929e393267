import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET = 'a-jwt-secret-of-at-least-thirty-two-characters';

/** The problems loadConfig reports for env; fails the test when it accepts it. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has working defaults outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      webDist: path.resolve(import.meta.dirname, '..', '..', 'web', 'dist'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      apiKey: 'demo-api-key',
      subscriptionKey: 'demo-subscription-key',
      basePath: '/',
      logLevel: 'info',
      trustProxy: false,
      demoData: true,
      simulator: true,
      feedApiKey: undefined,
      rateLimits: { perAddress: 6000, perUser: 600 },
      liveStreamsPerUser: 5,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('reads given values, resolving the data folder and trimming the public URL', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: 'some/dir',
      DATABASE_URL: 'postgres://u:p@db:5432/board',
      SMTP_URL: 'smtp://mail:25',
      JWT_SECRET: SECRET,
      PUBLIC_URL: 'https://board.example.com/',
      API_KEY: 'k1',
      SUBSCRIPTION_KEY: 'k2',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      DEMO_DATA: 'false',
      RATE_LIMIT_PER_ADDRESS: '20000',
      RATE_LIMIT_PER_USER: '1200',
      LIVE_STREAMS_PER_USER: '3',
      WEB_DIST: 'another/build',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.resolve('some/dir'),
      webDist: path.resolve('another/build'),
      databaseUrl: 'postgres://u:p@db:5432/board',
      smtpUrl: 'smtp://mail:25',
      jwtSecret: SECRET,
      publicUrl: 'https://board.example.com',
      apiKey: 'k1',
      subscriptionKey: 'k2',
      logLevel: 'warn',
      trustProxy: true,
      demoData: false,
      rateLimits: { perAddress: 20000, perUser: 1200 },
      liveStreamsPerUser: 3,
    });
  });

  it('treats blank optional values as absent: PGlite and the demo keys', () => {
    const config = loadConfig({ DATABASE_URL: '  ', API_KEY: '', SUBSCRIPTION_KEY: ' ' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.apiKey).toBe('demo-api-key');
    expect(config.subscriptionKey).toBe('demo-subscription-key');
  });

  it.each([
    ['/board', '/board/'],
    ['/board/', '/board/'],
    ['/', '/'],
  ])('gives BASE_PATH %s a trailing slash: %s', (value, expected) => {
    expect(loadConfig({ BASE_PATH: value }).basePath).toBe(expected);
  });

  it.each([
    ['PORT', 'abc', 'must be a number'],
    ['PORT', '70000', 'between 1 and 65535'],
    ['PORT', '0', 'between 1 and 65535'],
    ['PORT', '80.5', 'whole number'],
    ['DATABASE_URL', 'mysql://x', 'postgres://'],
    ['DATABASE_URL', 'not a url', 'postgres://'],
    ['SMTP_URL', 'http://x', 'smtp://'],
    ['PUBLIC_URL', 'ftp://x', 'http://'],
    ['JWT_SECRET', 'too-short', 'at least 32 characters'],
    ['METRICS_TOKEN', 'too-short', 'at least 24 characters'],
    ['BASE_PATH', 'board', 'must start with /'],
    ['LOG_LEVEL', 'loud', ''],
    ['NODE_ENV', 'staging', ''],
    ['TRUST_PROXY', 'yes', 'true or false'],
    ['DEMO_DATA', '1', 'true or false'],
    ['RATE_LIMIT_PER_ADDRESS', 'many', 'must be a number'],
    ['RATE_LIMIT_PER_USER', '0', 'at least 1'],
    ['LIVE_STREAMS_PER_USER', '2.5', 'whole number'],
  ])('reports %s=%s by name', (name, value, hint) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} `));
    expect(problems[0]).toContain(hint);
  });

  it('reports several bad values together in one error', () => {
    const problems = problemsOf({
      PORT: 'abc',
      SMTP_URL: 'http://x',
      BASE_PATH: 'board',
      LOG_LEVEL: 'loud',
    });
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual([
      'BASE_PATH',
      'LOG_LEVEL',
      'PORT',
      'SMTP_URL',
    ]);
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(
      /Invalid configuration:\n {2}- PORT .*\n {2}- LOG_LEVEL /,
    );
  });

  it('never prints a secret or a URL password in a problem', () => {
    const [secret] = problemsOf({ JWT_SECRET: 'my-short-secret' });
    expect(secret).not.toContain('my-short-secret');
    expect(secret).toContain('15 characters');
    const [url] = problemsOf({ DATABASE_URL: 'mysql://admin:hunter2@db/board' });
    expect(url).not.toContain('hunter2');
    expect(url).toContain('mysql://admin:***@db/board');
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      API_KEY: 'key',
      SUBSCRIPTION_KEY: 'subscription',
      PUBLIC_URL: 'https://board.example.com',
      FEED_API_KEY: 'a-feed-key-of-at-least-24-chars',
    };

    it('starts with the five required values, without demo data or simulator', () => {
      const config = loadConfig(production);
      expect(config).toMatchObject({
        env: 'production',
        apiKey: 'key',
        feedApiKey: 'a-feed-key-of-at-least-24-chars',
        demoData: false,
        simulator: false,
      });
    });

    it.each(['JWT_SECRET', 'API_KEY', 'SUBSCRIPTION_KEY', 'PUBLIC_URL', 'FEED_API_KEY'])(
      'requires %s',
      (name) => {
        const problems = problemsOf({ ...production, [name]: '' });
        expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name} is required`))]);
      },
    );

    it('reports all five missing values, and other bad values with them', () => {
      const problems = problemsOf({ NODE_ENV: 'production', PORT: 'abc' });
      expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual([
        'API_KEY',
        'FEED_API_KEY',
        'JWT_SECRET',
        'PORT',
        'PUBLIC_URL',
        'SUBSCRIPTION_KEY',
      ]);
    });

    it('reports a too-short secret once, not also as missing', () => {
      const problems = problemsOf({ ...production, JWT_SECRET: 'short' });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^JWT_SECRET must be at least 32 characters/);
    });
  });
});
