import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, FIXTURE_DATABASE } from './fixture/fixture-database.ts';
import { openDrizzleDatabase, type Drizzle } from './open-database.ts';
import { openTestDatabase, testDatabaseDrivers, type TestDatabase } from './test-database.ts';

type FixtureSchema = typeof FIXTURE_DATABASE.schema;

async function rows(db: Drizzle<FixtureSchema>): Promise<number> {
  const [row] = await db.select({ rows: count() }).from(entries);
  return row?.rows ?? -1;
}

describe.each(testDatabaseDrivers())('a %s test database', { timeout: 30_000 }, (driver) => {
  let database: TestDatabase<FixtureSchema>;
  beforeAll(async () => {
    database = await openTestDatabase(FIXTURE_DATABASE, driver);
  }, 60_000);
  afterAll(() => database.dispose());

  it('is migrated, empty and of the driver asked for', async () => {
    expect(database.driver).toBe(driver);
    expect(await rows(database.db)).toBe(0);
    await database.db.insert(entries).values({ note: 'kept' });
    expect(await rows(database.db)).toBe(1);
    await database.db.delete(entries);
  });

  it('never runs two transactions in one session: an open transaction is seen by no other query', async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let signalInserted = () => {};
    const inserted = new Promise<void>((resolve) => (signalInserted = resolve));
    const first = database.db
      .transaction(async (tx) => {
        await tx.insert(entries).values({ note: 'never committed' });
        signalInserted();
        await held;
        tx.rollback();
      })
      .catch(() => order.push('first rolled back'));
    await inserted;
    const second = database.db
      .transaction(async (tx) => rows(tx))
      .finally(() => order.push('second transaction'));
    const outside = rows(database.db).finally(() => order.push('query outside'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await first;
    expect(await second).toBe(0);
    expect(await outside).toBe(0);
    // PGlite holds every other query until the transaction ends; PostgreSQL runs them on other connections.
    if (driver === 'pglite') expect(order[0]).toBe('first rolled back');
  });
});

describe('an embedded PGlite in a folder', { timeout: 30_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'server-kit-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its rows when closed and opened again', async () => {
    const first = await openDrizzleDatabase(FIXTURE_DATABASE, { dataDir });
    await first.migrate();
    await first.db.insert(entries).values({ note: 'survives' });
    await first.close();
    const second = await openDrizzleDatabase(FIXTURE_DATABASE, { dataDir });
    await second.migrate();
    expect(await second.db.select({ note: entries.note }).from(entries)).toEqual([{ note: 'survives' }]);
    await second.close();
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a PostgreSQL test database',
  { timeout: 30_000 },
  () => {
    async function throwawayNames(): Promise<string[]> {
      const { Client } = await import('pg');
      const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const result = await admin.query<{ datname: string }>(
          'select datname from pg_database where datname like $1',
          [`kit\\_test\\_${process.pid}\\_%`],
        );
        return result.rows.map((row) => row.datname);
      } finally {
        await admin.end();
      }
    }

    it('is a database of its own, dropped when disposed', async () => {
      const before = await throwawayNames();
      const database = await openTestDatabase(FIXTURE_DATABASE, 'postgres');
      const during = await throwawayNames();
      expect(during).toHaveLength(before.length + 1);
      await database.dispose();
      expect(await throwawayNames()).toEqual(before);
    });
  },
);

describe.each(testDatabaseDrivers().filter((driver) => driver === 'postgres'))(
  'a %s connection',
  { timeout: 30_000 },
  (driver) => {
    let database: TestDatabase<FixtureSchema>;
    beforeAll(async () => {
      database = await openTestDatabase(FIXTURE_DATABASE, driver);
    }, 60_000);
    afterAll(() => database.dispose());

    it('prepares each parameterised statement once, by the digest of its text', async () => {
      const prepared = await database.db.transaction(async (tx) => {
        for (const note of ['a', 'b', 'c']) await tx.select().from(entries).where(eq(entries.note, note));
        // Without parameters: not prepared (this one reads what the connection holds).
        const result = await tx.execute(
          sql`select name, statement from pg_prepared_statements where not from_sql`,
        );
        return (result as unknown as { rows: { name: string; statement: string }[] }).rows;
      });
      const selects = prepared.filter((row) => row.statement.includes('"entries"'));
      expect(selects).toHaveLength(1);
      expect(selects[0]?.name).toMatch(/^q_[A-Za-z0-9_-]{32}$/);
    });
  },
);
