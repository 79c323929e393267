import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lookupAllZones } from '../src/reference/zone-lookup.ts';

/**
 * Writes src/reference/airport-zones.json, each airport's zone from its coordinates. Run after
 * moving airport-data-js or geo-tz to a new version; the test beside the file fails until then.
 */
const file = path.join(import.meta.dirname, '../src/reference/airport-zones.json');
await writeFile(file, `${JSON.stringify(await lookupAllZones(), null, 2)}\n`);
console.log(`written ${file}`);
