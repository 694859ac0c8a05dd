import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledStatement } from './compiled-statement.ts';
import { entries, FIXTURE_DATABASE } from './fixture/fixture-database.ts';
import { openTestDatabase, testDatabaseDrivers, type TestDatabase } from './test-database.ts';

type FixtureSchema = typeof FIXTURE_DATABASE.schema;

describe.each(testDatabaseDrivers())('a compiled statement on %s', { timeout: 30_000 }, (driver) => {
  let database: TestDatabase<FixtureSchema>;
  let builds = 0;
  const insertNote = compiledStatement<{ note: string; suffix: string | null }, { id: number; note: string }>(
    (values) => {
      builds++;
      return sql`insert into ${entries} (note) values (${values.note} || coalesce(${values.suffix}::text, ''))
                 returning id, note`;
    },
  );
  const countNotes = compiledStatement<{ note: string }, { count: number }>(
    (values) => sql`select count(*)::int as count from ${entries} where note = ${values.note}`,
  );

  beforeAll(async () => {
    database = await openTestDatabase(FIXTURE_DATABASE, driver);
  }, 60_000);
  afterAll(() => database.dispose());

  it('is built once and runs with the values of each call, each one a parameter', async () => {
    expect(insertNote.text).toContain('$1');
    const first = await insertNote.run(database.db, { note: 'a', suffix: null });
    const second = await insertNote.run(database.db, { note: "b'; drop table entries; --", suffix: '!' });
    expect(first.map((row) => row.note)).toEqual(['a']);
    expect(second.map((row) => row.note)).toEqual(["b'; drop table entries; --!"]);
    expect(builds).toBe(1);
    expect(await countNotes.run(database.db, { note: 'a' })).toEqual([{ count: 1 }]);
  });

  it('runs inside a transaction and is undone with it', async () => {
    await database.db
      .transaction(async (tx) => {
        await insertNote.run(tx, { note: 'rolled back', suffix: null });
        expect(await countNotes.run(tx, { note: 'rolled back' })).toEqual([{ count: 1 }]);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await countNotes.run(database.db, { note: 'rolled back' })).toEqual([{ count: 0 }]);
  });

  it('refuses a run that lacks a value', async () => {
    await expect(countNotes.run(database.db, {} as { note: string })).rejects.toThrow(/note/);
  });
});
