/** The studio's own database: PostgreSQL when a URL is set, else an embedded PGlite. Never the platform's. */
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from '../play/play.tables.ts';

export type StudioSchema = typeof schema;
export type StudioDb = PgDatabase<PgQueryResultHKT, StudioSchema>;

export interface StudioDatabase {
  readonly db: StudioDb;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('../../../db/migrations', import.meta.url).pathname;

export async function openStudioDatabase(options: {
  url: string | undefined;
  dataDir: string;
}): Promise<StudioDatabase> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: options.url, max: 10 });
    pool.on('error', (error) =>
      console.warn(`studio database: an idle connection was lost (${error.message})`),
    );
    const db = drizzle(pool, { schema });
    return { db, migrate: () => migratePg(db, { migrationsFolder }), close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir === 'memory://' ? undefined : `${options.dataDir}/pglite`;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzle(client, { schema });
  return { db, migrate: () => migratePglite(db, { migrationsFolder }), close: () => client.close() };
}
