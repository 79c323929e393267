import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemoData } from '../../apps/server/src/db/seed.ts';

/**
 * Run before a server that starts without demo data (DATA_DIR names its database): the stations
 * and the people who sign in, and not a single leg, so a test's legs are the only ones.
 */
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR names the database to fill');
const database = await openDatabase({ dataDir });
await database.migrate();
await seedDemoData(database.db);
await database.close();
