import type { Config } from '../config.ts';
import type { EventBus } from './bus/event-bus.ts';
import { createMemoryBus } from './bus/memory-bus.ts';
import { createRedisBus } from './bus/redis-bus.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { Platform } from './platform.ts';

/** Opens the database (migrated) and the bus the configuration asks for. */
export async function createPlatform(
  config: Config,
  overrides: { database?: Database; bus?: EventBus } = {},
): Promise<Platform> {
  const database =
    overrides.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  if (!overrides.database) await database.migrate();
  const bus = overrides.bus ?? (config.redisUrl ? await createRedisBus(config.redisUrl) : createMemoryBus());
  return { config, database, db: database.db, bus, authenticate: async () => null };
}

export async function closePlatform(platform: Platform): Promise<void> {
  await platform.bus.close();
  await platform.database.close();
}
