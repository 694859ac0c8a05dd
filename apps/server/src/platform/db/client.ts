import { sql } from 'drizzle-orm';
import {
  openDrizzleDatabase,
  type DatabaseDefinition,
  type DatabaseLocation,
  type Drizzle,
  type DrizzleDatabase,
  packageFile,
} from '@casino/server-kit';
import { schema } from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. Modules only ever see this type. */
export type Db = Drizzle<Schema>;
export type Database = DrizzleDatabase<Schema>;
/** A database handle or an open transaction on it. */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The platform's tables and migrations (apps/server/db/migrations). */
export const PLATFORM_DATABASE: DatabaseDefinition<Schema> = {
  name: 'casino',
  schema,
  migrationsFolder: packageFile(import.meta.url, 'db/migrations'),
  maxConnections: 20,
};

/** PostgreSQL when `url` is given, else an embedded PGlite in `dataDir`; not migrated yet. */
export function openDatabase(location: DatabaseLocation): Promise<Database> {
  return openDrizzleDatabase(PLATFORM_DATABASE, location);
}

export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}
