import {
  openTestDatabase,
  testDatabaseDrivers,
  type DatabaseDriver,
  type TestDatabase as KitTestDatabase,
} from '@casino/server-kit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { EventBus } from '../platform/bus/event-bus.ts';
import { createMemoryBus } from '../platform/bus/memory-bus.ts';
import type { DomainEventDispatcher } from '../platform/events/dispatcher.ts';
import { PLATFORM_DATABASE, type Database, type Schema } from '../platform/db/client.ts';
import { createJobScheduler, type JobScheduler } from '../platform/jobs/scheduler.ts';
import type { Platform } from '../platform/platform.ts';

export type DatabaseKind = DatabaseDriver;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = testDatabaseDrivers();

export type TestDatabase = KitTestDatabase<Schema>;

/** A migrated, empty database: in-memory PGlite, or a throw-away database on the PostgreSQL server. */
export function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return openTestDatabase(PLATFORM_DATABASE, kind);
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    WEB_DIST_DIR: '/nonexistent',
    // Games come from a catalogue the test gives; nothing is fetched from a studio.
    STUDIO_URL: '',
    // Production needs its public address, over https: unless a test names its own, the site is this one.
    ...(overrides.NODE_ENV === 'production' ? { PUBLIC_URL: 'https://casino.test' } : {}),
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  platform: Platform;
  jobs: JobScheduler;
  /**
   * Delivers every domain event due to the product's subscribers (the bonus engine…) until none is left: the
   * dispatcher runs only while a server listens, so a test serving through inject() delivers by hand.
   */
  deliverEvents(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Record<string, string>;
  bus?: EventBus;
  clock?: () => Date;
  onRoute?: (route: RouteOptions) => void;
}

/** The platform's services on the given database (nobody signed in), without the app. */
export function createTestPlatform(
  database: Database,
  options: Pick<TestAppOptions, 'config' | 'bus' | 'clock'> = {},
): Platform {
  return {
    config: testConfig(options.config),
    database,
    db: database.db,
    bus: options.bus ?? createMemoryBus(),
    authenticate: async () => null,
    ...(options.clock ? { clock: options.clock } : {}),
  };
}

/** The real app through app.inject(), on the given database. */
export async function createTestApp(database: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const platform = createTestPlatform(database, options);
  const { bus } = platform;
  // Jobs never run by timer in tests (NODE_ENV=test); a test runs one with jobs.runOnce(name).
  const jobs = createJobScheduler({ db: database.db, log: { error: () => undefined } });
  let dispatcher: DomainEventDispatcher | undefined;
  const app = await buildApp(platform, {
    logger: false,
    onRoute: options.onRoute,
    jobs,
    onDispatcher: (created) => (dispatcher = created),
  });
  await app.ready();
  // Subscribers are listed before the first event is written, as start() does when a server listens.
  await dispatcher?.register();
  return {
    app,
    platform,
    jobs,
    deliverEvents: async () => {
      while (dispatcher && (await dispatcher.deliverOnce()) > 0);
    },
    close: async () => {
      await app.close();
      await bus.close();
    },
  };
}

export interface UsedTestPlatform {
  readonly platform: Platform;
  readonly database: TestDatabase;
}

/**
 * Registers beforeAll / afterAll in the calling describe: a fresh database of `kind` and the platform's
 * services on it (createTestPlatform), for tests that call the modules' services directly; the bus and the
 * database are closed afterwards. Read the getters inside tests and hooks only.
 */
export function useTestPlatform(kind: DatabaseKind): UsedTestPlatform {
  let database: TestDatabase | undefined;
  let platform: Platform | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    platform = createTestPlatform(database);
  });
  afterAll(async () => {
    await platform?.bus.close();
    await database?.dispose();
  });
  return {
    get platform() {
      return started(platform, 'useTestPlatform');
    },
    get database() {
      return started(database, 'useTestPlatform');
    },
  };
}

function started<T>(value: T | undefined, helper: string): T {
  if (value === undefined) throw new Error(`${helper}: read before beforeAll ran`);
  return value;
}

export interface UsedTestApp {
  readonly app: FastifyInstance;
  /** TestApp.deliverEvents of the app. */
  deliverEvents(): Promise<void>;
  readonly platform: Platform;
  readonly jobs: JobScheduler;
  readonly database: TestDatabase;
}

/**
 * Registers beforeAll / afterAll in the calling describe: a fresh database of `kind` (given to `prepare`
 * first, e.g. to seed it), then the real app on it; both are closed afterwards. Read the getters inside
 * tests and hooks only.
 */
export function useTestApp(
  kind: DatabaseKind,
  { prepare, ...options }: TestAppOptions & { prepare?: (database: TestDatabase) => Promise<void> } = {},
): UsedTestApp {
  let database: TestDatabase | undefined;
  let test: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await prepare?.(database);
    test = await createTestApp(database, options);
  });
  afterAll(async () => {
    await test?.close();
    await database?.dispose();
  });
  return {
    get app() {
      return started(test, 'useTestApp').app;
    },
    deliverEvents: () => started(test, 'useTestApp').deliverEvents(),
    get jobs() {
      return started(test, 'useTestApp').jobs;
    },
    get platform() {
      return started(test, 'useTestApp').platform;
    },
    get database() {
      return started(database, 'useTestApp');
    },
  };
}
