/**
 * The throw-away database of a test: an in-memory PGlite, or a fresh database on the PostgreSQL server that
 * TEST_DATABASE_URL names. Either is migrated and empty.
 */
import {
  IN_MEMORY,
  openDrizzleDatabase,
  type DatabaseDefinition,
  type DatabaseDriver,
  type DrizzleDatabase,
} from './open-database.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

export interface TestDatabase<TSchema extends Record<string, unknown>> extends DrizzleDatabase<TSchema> {
  /** Closes the connection and, on PostgreSQL, drops the throw-away database. */
  dispose(): Promise<void>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabaseDrivers(env: NodeJS.ProcessEnv = process.env): DatabaseDriver[] {
  return env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export async function openTestDatabase<TSchema extends Record<string, unknown>>(
  definition: DatabaseDefinition<TSchema>,
  driver: DatabaseDriver,
  env: NodeJS.ProcessEnv = process.env,
): Promise<TestDatabase<TSchema>> {
  if (driver === 'pglite') {
    const database = await openDrizzleDatabase(definition, { dataDir: IN_MEMORY });
    await database.migrate();
    return { ...database, dispose: () => database.close() };
  }
  const adminUrl = env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const throwaway = await createThrowawayDatabase(adminUrl, `${definition.name}_test`);
  let database: DrizzleDatabase<TSchema> | undefined;
  try {
    database = await openDrizzleDatabase(definition, { url: throwaway.url, dataDir: '' });
    await database.migrate();
  } catch (error) {
    await database?.close();
    await throwaway.drop();
    throw error;
  }
  const opened = database;
  return {
    ...opened,
    dispose: async () => {
      await opened.close();
      await throwaway.drop();
    },
  };
}
