import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { schema } from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. Modules only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = new URL('../../../db/migrations', import.meta.url).pathname;

export interface DatabaseOptions {
  /** node-postgres connection string; without it an embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; `memory://` keeps it in memory. */
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: options.url, max: 20 });
    let closing = false;
    // An idle connection the server ends (a restart, a terminated backend) is dropped by the pool and the next
    // query opens a new one. Without a listener the pool's 'error' event would crash the process.
    pool.on('error', (error) => {
      if (!closing) console.warn(`database: an idle connection was lost (${error.message})`);
    });
    const db = drizzle(pool, { schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir === 'memory://' ? undefined : `${options.dataDir}/pglite`;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzle(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}
