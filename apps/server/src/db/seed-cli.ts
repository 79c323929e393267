import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { seedDemoData } from './seed.ts';

/** `npm run db:seed`: migrates the configured database and fills the demo data. */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
await database.migrate();
await seedDemoData(database.db);
await database.close();
console.log(`demo data written to ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`);
