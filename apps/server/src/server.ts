import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { holdDataDir } from './db/embedded/backup-socket.ts';
import { serverHoldsDataDir } from './db/embedded/data-dir-socket.ts';
import { isEmpty, seedDemoData } from './db/seed.ts';
import { sendDemoOperations } from './demo/demo-operations.ts';
import { createSimulator } from './demo/simulator.ts';
import { keepDataDirPrivate } from './lib/private-data-dir.ts';
import { storedSecret } from './lib/stored-secret.ts';
import { alignStationZones } from './modules/stations/index.ts';
import { airportZones } from './reference/airports.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  await keepDataDirPrivate(config.dataDir);
  if (!config.databaseUrl && (await serverHoldsDataDir(config.dataDir))) {
    throw new ConfigError([
      `DATA_DIR: another server is running on its embedded database (${config.dataDir})`,
    ]);
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  // Again: a new embedded database is written with file modes of its own.
  await keepDataDirPrivate(config.dataDir);
  if (config.demoData && (await isEmpty(database.db))) await seedDemoData(database.db);
  const realigned = await alignStationZones(database.db);

  const jwtSecret = config.jwtSecret ?? (await storedSecret(config.dataDir, 'jwt-secret'));
  const feedKey = config.feedApiKey ?? (await storedSecret(config.dataDir, 'feed-key'));
  const app = await buildApp({ config, database, jwtSecret, feedKey });
  if (realigned.length > 0) {
    app.log.info({ stations: realigned }, 'station zones taken from the airport reference');
  }
  const releaseDataDir = database.backup
    ? await holdDataDir(config.dataDir, database.backup, app.log)
    : null;

  if (config.demoData) {
    await sendDemoOperations({
      db: database.db,
      feed: app.feed,
      recorderAt: app.recorderAt,
      zones: await airportZones(),
      now: new Date(),
      log: app.log,
    });
  }
  const simulator = config.simulator
    ? createSimulator({ db: database.db, feed: app.feed, now: () => new Date(), log: app.log })
    : null;
  simulator?.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await simulator?.stop();
    await app.close();
    await releaseDataDir?.();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      dataDir: config.dataDir,
      url: `${config.publicUrl}${config.basePath}`,
    },
    'timeline board ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
