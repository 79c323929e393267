import path from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { isConnectionLost } from './db/connection-errors.ts';
import { AppError } from './lib/app-error.ts';
import { createChangeBus } from './lib/change-bus.ts';
import { createDatabaseHealth } from './lib/database-health.ts';
import { HEALTH_SCHEMA } from './lib/health-answers.ts';
import { inlineScriptSources } from './lib/inline-scripts.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createMetrics, type Metrics } from './lib/metrics.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from './lib/zod-type-provider.ts';
import type { AuthUser } from './modules/auth/index.ts';
import {
  authRoutes,
  createAccessTokens,
  createLoginService,
  createPasswordResetService,
  createSessionCache,
  createSessionService,
  openSessionsAmong,
  requireBearer,
  requireRole,
} from './modules/auth/index.ts';
import { catalogueRoutes } from './modules/catalogues/index.ts';
import { changesRoutes, createChangesService } from './modules/changes/index.ts';
import { eventRoutes } from './modules/events/index.ts';
import { createExportsService, exportRoutes } from './modules/exports/index.ts';
import {
  createFeedService,
  type FeedService,
  feedRoutes,
  requireFeedKey,
} from './modules/feed/index.ts';
import {
  createLegEditsService,
  type LegEditsService,
  legEditRoutes,
} from './modules/leg-edits/index.ts';
import {
  createAnswerCache,
  createLegsService,
  createLegWriter,
  legRoutes,
  readKeptChange,
} from './modules/legs/index.ts';
import {
  createMovementService,
  movementFeedRoutes,
  movementRoutes,
} from './modules/movements/index.ts';
import { createNetworkService, networkRoutes } from './modules/network/index.ts';
import { parkingPlanRoutes } from './modules/parking-plans/index.ts';
import { createPrintBoardService, printBoardRoutes } from './modules/print-board/index.ts';
import { createRegistrationsService, registrationRoutes } from './modules/registrations/index.ts';
import { createStationsService, stationRoutes } from './modules/stations/index.ts';
import { createUsersAdminService, userRoutes } from './modules/users/index.ts';
import { collectRoutes, serveApiDocs } from './plugins/api-docs.ts';
import { requireApiKeys } from './plugins/api-keys.ts';
import { compressAnswers } from './plugins/compress-answers.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { acceptEmptyJson } from './plugins/json-body.ts';
import { noStoreUnder } from './plugins/no-store.ts';
import { loggerOptions, observe, requestIdOf } from './plugins/observability.ts';
import { createRateLimits } from './plugins/rate-limits.ts';
import { serveWebApp } from './plugins/web-app.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  jwtSecret: string;
  /** Key the operations feed must present (x-feed-key). */
  feedKey: string;
  /** Tests pass their own logger settings; the server logs JSON lines at the configured level. */
  logger?: boolean | { level: string };
  /** Where the log lines go instead of standard output (a test reading what is logged). */
  logStream?: { write(line: string): void };
  /** Overrides the mailer built from configuration (tests use a real SMTP server instead). */
  mailer?: Mailer;
  /** The clock the station day window and the simulator read; tests pin it. */
  now?: () => Date;
}

/**
 * An unknown path under an API prefix gets a JSON 404 only after the scope's own checks (keys,
 * Bearer) passed; the application-wide handler would skip them.
 */
function apiNotFound(scope: FastifyInstance): void {
  scope.setNotFoundHandler(() => {
    throw new AppError('NOT_FOUND');
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The operations feed, for in-process senders (demo operations, the simulator). */
    feed: FeedService;
    /**
     * Records edits as of the moment `now` gives, for in-process writers (the demo's past days),
     * announcing their days to be read again rather than their rows.
     */
    recorderAt(now: () => Date): LegEditsService;
  }
}

/** The Fastify instance with what every call passes through: parsers, errors, headers, limits. */
async function createInstance(opts: AppOptions) {
  const { config, database } = opts;
  const app: FastifyInstance = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel, opts.logStream),
    // The caller's id is taken only when it is a sane one (requestIdOf).
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A path that cannot be decoded, or a parameter over Fastify's length, is bad input like any
    // other: the one error handler answers it, instead of Fastify's own body that echoes the path.
    frameworkErrors: (error, request, reply) => app.errorHandler(error, request, reply),
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  // Both APIs take JSON only: a text/plain body is refused with 415 like any other type.
  app.removeContentTypeParser('text/plain');
  acceptEmptyJson(app);
  const health = createDatabaseHealth(database, app.log);
  app.addHook('onClose', () => health.close());
  registerErrorHandling(app, { onConnectionLost: health.lost });
  const routes = collectRoutes(app);
  const metrics = createMetrics({ poolUse: database.poolUse });
  observe(app, {
    metrics,
    metricsToken: config.metricsToken,
    basePath: config.basePath,
    database,
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': null,
        // The sign-in page starts its scripts from one inline script, once it is painted.
        'script-src': ["'self'", ...inlineScriptSources(config.webDist)],
      },
    },
  });
  const apiPaths = ['auth', 'v1', 'integration'].map((p) => `${config.basePath}${p}`);
  noStoreUnder(app, apiPaths);
  const limits = await createRateLimits(app, config.rateLimits);
  return { app, health, apiPaths, limits, metrics, routes };
}

/** The services behind the routes, with what they follow (sessions, preferences, changes). */
async function createServices(app: FastifyInstance, opts: AppOptions, metrics: Metrics) {
  const { config, database } = opts;
  const log: FastifyBaseLogger = app.log;
  const mailer =
    opts.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
    });
  const sessionCache = createSessionCache<AuthUser>();
  const stopFollowingSessions = await sessionCache.follow(database);
  app.addHook('onClose', () => stopFollowingSessions());
  const deps = {
    db: database.db,
    tokens: createAccessTokens(opts.jwtSecret),
    sessionCache,
    mailer,
    log,
    appUrl: `${config.publicUrl}${config.basePath}`,
    // A convenience of a machine without mail; a production log holds no reset token.
    logResetLinks: !opts.mailer && !config.smtpUrl && config.env !== 'production',
  };
  const now = opts.now ?? (() => new Date());
  const registrations = createRegistrationsService(database.db);
  const stopFollowingRegistrations = await registrations.follow(database);
  app.addHook('onClose', () => stopFollowingRegistrations());
  const bus = createChangeBus(database, log, readKeptChange(database.db));
  await bus.start();
  app.addHook('onClose', () => bus.close());
  const cache = createAnswerCache(bus, metrics.cacheLookup);
  // Every write of legs: the answer cache and the open boards hear of this process's own
  // changes as soon as they are committed.
  const legWrites = createLegWriter({ db: database.db, committed: bus.deliverCommitted });
  const feed = createFeedService({ now, log, legWrites });
  app.decorate('feed', feed);
  // The demo's records are hundreds of writes at start-up: their days are read again.
  const bulkWrites = createLegWriter({
    db: database.db,
    committed: bus.deliverCommitted,
    rows: false,
  });
  app.decorate('recorderAt', (at: () => Date) =>
    createLegEditsService({ db: database.db, now: at, legWrites: bulkWrites }),
  );
  return {
    deps,
    metrics,
    now,
    bus,
    sessionCache,
    sessions: createSessionService(deps),
    registrations,
    legs: createLegsService({ db: database.db, now, registrations, cache }),
    edits: createLegEditsService({ db: database.db, now, legWrites }),
    feed,
    movements: createMovementService({ db: database.db, now, log, legWrites }),
  };
}
type Services = Awaited<ReturnType<typeof createServices>>;

/** /v1: the board's calls, for a signed-in user with a role. */
function businessApi(opts: AppOptions, services: Services) {
  const { config, database } = opts;
  const { now, legs } = services;
  return async (scope: FastifyInstance) => {
    await scope.register(stationRoutes(createStationsService(database.db)));
    await scope.register(legRoutes(legs));
    await scope.register(legEditRoutes(services.edits));
    await scope.register(registrationRoutes(services.registrations));
    await scope.register(catalogueRoutes({ db: database.db, now }));
    await scope.register(movementRoutes(services.movements));
    await scope.register(
      userRoutes(
        createUsersAdminService({
          db: database.db,
          mailer: services.deps.mailer,
          appUrl: services.deps.appUrl,
        }),
      ),
    );
    await scope.register(exportRoutes(createExportsService({ db: database.db, legs })));
    await scope.register(printBoardRoutes(createPrintBoardService({ legs, now })));
    await scope.register(networkRoutes(createNetworkService({ db: database.db, now })));
    await scope.register(changesRoutes(createChangesService({ db: database.db, now })));
    await scope.register(
      eventRoutes({
        db: database.db,
        now,
        bus: services.bus,
        // A database that is away for a moment cannot say: the streams stay open meanwhile.
        openSessionsAmong: (ids) =>
          openSessionsAmong(database.db, ids).catch((error: unknown) => {
            if (isConnectionLost(error)) return null;
            throw error;
          }),
        streamsPerUser: config.liveStreamsPerUser,
        onSessionsEnded: services.sessionCache.onEnded,
        onStreamCount: services.metrics.streamsOpen,
      }),
    );
  };
}

/** Builds the whole application without listening, so tests run it through inject(). */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const { app, health, apiPaths, limits, metrics, routes } = await createInstance(opts);
  const services = await createServices(app, opts, metrics);
  const { deps, sessions } = services;
  const keys = { apiKey: config.apiKey, subscriptionKey: config.subscriptionKey };

  await app.register(
    async (scope) => {
      limits.byCaller(scope, sessions);
      requireApiKeys(scope, keys);
      apiNotFound(scope);
      await compressAnswers(scope);
      await scope.register(
        authRoutes({
          login: createLoginService(deps),
          sessions,
          passwordReset: createPasswordResetService(deps),
        }),
      );
    },
    { prefix: `${config.basePath}auth` },
  );

  const business = businessApi(opts, services);
  await app.register(
    async (scope) => {
      limits.byCaller(scope, sessions);
      requireApiKeys(scope, keys);
      requireBearer(scope, sessions);
      requireRole(scope);
      apiNotFound(scope);
      await compressAnswers(scope);
      await business(scope);
    },
    { prefix: `${config.basePath}v1` },
  );

  await app.register(
    async (scope) => {
      limits.byAddress(scope);
      requireFeedKey(scope, opts.feedKey);
      apiNotFound(scope);
      await compressAnswers(scope);
      await scope.register(feedRoutes(services.feed, metrics));
      await scope.register(movementFeedRoutes(services.movements, metrics));
    },
    { prefix: `${config.basePath}integration/v1` },
  );

  await app.register(parkingPlanRoutes(), { prefix: config.basePath.replace(/\/$/, '') });

  // Load balancers take a process whose database is away out of rotation until it is back.
  app.get(`${config.basePath}healthz`, { schema: HEALTH_SCHEMA }, async (_request, reply) => {
    const status = await health.check();
    return reply.status(status === 'ok' ? 200 : 503).send({ status, database: database.kind });
  });

  await serveApiDocs(app, routes, config.basePath);
  await serveWebApp(app, {
    distDir: config.webDist,
    basePath: config.basePath,
    apiPrefixes: apiPaths,
  });
  return app;
}
