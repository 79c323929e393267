/**
 * Every table, by owner: each module's own tables are in schema/<owner>.ts, which its repositories
 * import. This whole schema is for the database client's types and for drizzle-kit's migrations.
 */

export * from './schema/accounts.ts';
export * from './schema/auth.ts';
export * from './schema/catalogues.ts';
export * from './schema/changes.ts';
export * from './schema/leg-edits.ts';
export * from './schema/legs.ts';
export * from './schema/movements.ts';
export * from './schema/registrations.ts';
export * from './schema/stations.ts';
export * from './schema/users.ts';
