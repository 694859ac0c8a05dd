/** A studio app against a fake platform, for integration tests, on a throw-away database. */
import { openTestDatabase, type DatabaseDriver, type TestDatabase } from '@casino/server-kit';
import { buildStudioApp, type StudioApp, type StudioAppOptions } from '../app.ts';
import { DEV_STUDIO_WALLET_SECRET, loadStudioConfig, type StudioConfig } from '../config.ts';
import { STUDIO_DATABASE, type StudioSchema } from '../db/database.ts';

export type StudioTestDatabase = TestDatabase<StudioSchema>;

/** The studio's tests run on PostgreSQL when TEST_DATABASE_URL names a server, else on PGlite. */
const TEST_DRIVER: DatabaseDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A migrated, empty studio database: in-memory PGlite, or a throw-away database on the PostgreSQL server. */
export function createStudioTestDatabase(): Promise<StudioTestDatabase> {
  return openTestDatabase(STUDIO_DATABASE, TEST_DRIVER);
}

export function testConfig(platformUrl: string): StudioConfig {
  return {
    ...loadStudioConfig({}),
    platformUrl,
    publicUrl: 'http://studio.test',
    walletSecret: DEV_STUDIO_WALLET_SECRET,
    dataDir: 'memory://',
    databaseUrl: undefined,
    recoveryIntervalMs: 0,
    walletAttempts: 2,
    walletRetryDelayMs: 5,
  };
}

/**
 * The studio on `database` (its crash tables off unless `options` name a pace), which outlives the app (a restart is another app on the same database), or on a
 * fresh test database disposed of when the app closes.
 */
export async function startStudio(
  platformUrl: string,
  database?: StudioTestDatabase,
  given: StudioAppOptions = {},
): Promise<StudioApp> {
  const options: StudioAppOptions = { sharedTables: false, ...given };
  if (database) {
    return buildStudioApp(testConfig(platformUrl), {
      ...options,
      database: { ...database, close: async () => undefined },
    });
  }
  const fresh = await createStudioTestDatabase();
  try {
    return await buildStudioApp(testConfig(platformUrl), {
      ...options,
      database: { ...fresh, close: fresh.dispose },
    });
  } catch (error) {
    await fresh.dispose();
    throw error;
  }
}
