import { loadConfig } from '../config.ts';
import { sendDemoOperations } from '../demo/demo-operations.ts';
import { keepDataDirPrivate } from '../lib/private-data-dir.ts';
import { createFeedService } from '../modules/feed/index.ts';
import { createLegEditsService } from '../modules/leg-edits/index.ts';
import { createLegWriter } from '../modules/legs/index.ts';
import { listStations } from '../modules/stations/index.ts';
import { openDatabase } from './client.ts';
import { serverHoldsDataDir } from './embedded/data-dir-socket.ts';
import { seedDemoData } from './seed.ts';

/** `npm run db:seed`: migrates the configured database and fills the demo data. */
const config = loadConfig();
if (!config.databaseUrl && (await serverHoldsDataDir(config.dataDir))) {
  console.error(`the server is running on ${config.dataDir}: stop it first`);
  process.exit(1);
}
await keepDataDirPrivate(config.dataDir);
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
await database.migrate();
// Again: a new embedded database is written with file modes of its own.
await keepDataDirPrivate(config.dataDir);
await seedDemoData(database.db);
const zones = new Map((await listStations(database.db)).map((s) => [s.stn, s.time_zone]));
const log = {
  info: (details: object, message: string) => console.log(message, details),
  warn: (details: object, message: string) => console.warn(message, details),
};
// Nothing listens in this process; running servers hear of the changes through the database.
const legWrites = createLegWriter({ db: database.db, committed: () => {} });
const feed = createFeedService({ now: () => new Date(), log, legWrites });
const recorderAt = (now: () => Date) => createLegEditsService({ db: database.db, now, legWrites });
await sendDemoOperations({ db: database.db, feed, recorderAt, zones, now: new Date(), log });
await database.close();
console.log(`demo data written to ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`);
