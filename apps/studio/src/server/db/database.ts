/** The studio's own database: PostgreSQL when a URL is set, else an embedded PGlite. Never the platform's. */
import {
  openDrizzleDatabase,
  type DatabaseDefinition,
  type DatabaseLocation,
  type Drizzle,
  type DrizzleDatabase,
  packageFile,
} from '@casino/server-kit';
import * as freeRoundsTables from '../free-rounds/free-rounds.tables.ts';
import * as playTables from '../play/play.tables.ts';
import * as sharedRoundTables from '../shared-rounds/shared-rounds.tables.ts';

const schema = { ...playTables, ...freeRoundsTables, ...sharedRoundTables };

export type StudioSchema = typeof schema;
export type StudioDb = Drizzle<StudioSchema>;
export type StudioDatabase = DrizzleDatabase<StudioSchema>;

/** The studio's tables and migrations (apps/studio/db/migrations). */
export const STUDIO_DATABASE: DatabaseDefinition<StudioSchema> = {
  name: 'studio',
  schema,
  migrationsFolder: packageFile(import.meta.url, 'db/migrations'),
  maxConnections: 10,
};

/** Not migrated yet. */
export function openStudioDatabase(location: DatabaseLocation): Promise<StudioDatabase> {
  return openDrizzleDatabase(STUDIO_DATABASE, location);
}
