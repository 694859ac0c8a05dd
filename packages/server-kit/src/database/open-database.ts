/**
 * A Drizzle database on PostgreSQL (by URL) or on an embedded PGlite, with its migrations: what the platform and
 * the studio each open, told apart only by their DatabaseDefinition.
 */
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { prepareStatementsByText } from './prepared-statements.ts';

export type DatabaseDriver = 'pglite' | 'postgres';

/** The Drizzle database, whichever driver is behind it. Code above the opener only ever sees this type. */
export type Drizzle<TSchema extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, TSchema>;

export interface DrizzleDatabase<TSchema extends Record<string, unknown>> {
  readonly db: Drizzle<TSchema>;
  readonly driver: DatabaseDriver;
  /** Applies the definition's migrations not yet applied. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** What tells one server's database from another's. */
export interface DatabaseDefinition<TSchema extends Record<string, unknown>> {
  /** Names the database in warnings and throw-away test databases: `casino`, `studio`. */
  readonly name: string;
  /** Every table, for Drizzle's relational queries. */
  readonly schema: TSchema;
  /** drizzle-kit's output folder, an absolute path. */
  readonly migrationsFolder: string;
  /** The PostgreSQL connection pool's size. */
  readonly maxConnections: number;
}

/** Where the database is. */
export interface DatabaseLocation {
  /** A node-postgres connection string; without it an embedded PGlite is used. */
  readonly url?: string | undefined;
  /** The folder under which PGlite keeps its files (`<dataDir>/pglite`); `memory://` keeps them in memory. */
  readonly dataDir: string;
}

export const IN_MEMORY = 'memory://';

export function openDrizzleDatabase<TSchema extends Record<string, unknown>>(
  definition: DatabaseDefinition<TSchema>,
  location: DatabaseLocation,
): Promise<DrizzleDatabase<TSchema>> {
  return location.url ? openPostgres(definition, location.url) : openPglite(definition, location.dataDir);
}

async function openPostgres<TSchema extends Record<string, unknown>>(
  { name, schema, migrationsFolder, maxConnections }: DatabaseDefinition<TSchema>,
  url: string,
): Promise<DrizzleDatabase<TSchema>> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Each transaction runs on a connection of its own, taken from the pool until it ends.
  const pool = new Pool({ connectionString: url, max: maxConnections });
  let closing = false;
  // An idle connection the server ends (a restart, a terminated backend) is dropped by the pool and the next
  // query opens a new one. Without a listener the pool's 'error' event would crash the process.
  pool.on('error', (error) => {
    if (!closing) console.warn(`${name} database: an idle connection was lost (${error.message})`);
  });
  pool.on('connect', prepareStatementsByText);
  const db = drizzle(pool, { schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

async function openPglite<TSchema extends Record<string, unknown>>(
  { schema, migrationsFolder }: DatabaseDefinition<TSchema>,
  dataDir: string,
): Promise<DrizzleDatabase<TSchema>> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const folder = dataDir === IN_MEMORY ? undefined : `${dataDir}/pglite`;
  if (folder) mkdirSync(folder, { recursive: true });
  // PGlite is one session. It runs a transaction with every other query and transaction held until it ends
  // (PGlite's own transaction lock, proven by open-database.int.test.ts), so two never share the session.
  // The extensions the migrations create (the lobby's search: trigrams and accent folding), as PostgreSQL has them.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const client = new PGlite({ dataDir: folder, extensions: { pg_trgm, unaccent } });
  const db = drizzle(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
