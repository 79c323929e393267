import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../lib/server-root.ts';
import type { Db } from './client.ts';

const journal = path.join(migrationsFolder, 'meta', '_journal.json');
/** The migrations this build ships, read once: they do not change while it runs. */
const shipped = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries
  .length;

/** How many of the shipped migrations the database has not applied yet. */
export async function pendingMigrations(db: Db): Promise<number> {
  // Both engines' drivers answer raw SQL with its rows.
  const result = (await db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number }[] };
  const applied = Number(result.rows[0]?.applied ?? 0);
  return Math.max(0, shipped - applied);
}
