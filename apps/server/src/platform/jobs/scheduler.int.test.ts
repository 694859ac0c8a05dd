import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/test-platform.ts';
import { jobLeases } from './jobs.tables.ts';
import { createJobScheduler } from './scheduler.ts';

const silent = { error: () => undefined };
const MINUTE_MS = 60_000;

/** A promise and the function that settles it, for a test to wait on what the code under test signals. */
function signal(): { reached: Promise<void>; reach: () => void } {
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  return { reached, reach };
}

describe.each(databaseKinds)('job scheduler on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The time left on a job's lease by the database's clock, which decides when it expires. */
  async function leaseLeftMs(name: string): Promise<number> {
    const [row] = await database.db
      .select({ leftMs: sql<number>`extract(epoch from ${jobLeases.expiresAt} - now()) * 1000` })
      .from(jobLeases)
      .where(eq(jobLeases.name, name));
    return Number(row?.leftMs);
  }

  /** What the database's clock passing the lease's end does: the lease is past its expiry. */
  async function expireLease(name: string): Promise<void> {
    await database.db
      .update(jobLeases)
      .set({ expiresAt: sql`now() - interval '1 millisecond'` })
      .where(eq(jobLeases.name, name));
  }

  it('runs a job on one node per interval: another node waits until the lease expires', async () => {
    const runs: string[] = [];
    const nodeA = createJobScheduler({ db: database.db, log: silent });
    const nodeB = createJobScheduler({ db: database.db, log: silent });
    nodeA.every('count', MINUTE_MS, async () => void runs.push('A'));
    nodeB.every('count', MINUTE_MS, async () => void runs.push('B'));

    expect(await nodeA.runOnce('count')).toBe(true);
    // The lease is held for one interval (of which the test has used up hardly any).
    const left = await leaseLeftMs('count');
    expect(left).toBeGreaterThan(MINUTE_MS / 2);
    expect(left).toBeLessThanOrEqual(MINUTE_MS);
    expect(await nodeB.runOnce('count')).toBe(false);
    expect(await nodeA.runOnce('count')).toBe(true);

    await expireLease('count');
    expect(await nodeB.runOnce('count')).toBe(true);
    expect(await nodeA.runOnce('count')).toBe(false);
    expect(runs).toEqual(['A', 'A', 'B']);
  });

  it('started jobs run by timer until stopped; a failing run is logged and the next one still runs', async () => {
    // Only the scheduler's interval timers are simulated: the database keeps its own timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const errors: unknown[] = [];
    const failureLogged = signal();
    const scheduler = createJobScheduler({
      db: database.db,
      log: {
        error: (value: unknown) => {
          errors.push(value);
          failureLogged.reach();
        },
      },
    });
    const secondRun = signal();
    let calls = 0;
    scheduler.every('flaky', 50, async () => {
      calls += 1;
      if (calls === 1) throw new Error('first run fails');
      secondRun.reach();
    });
    scheduler.start();
    expect(calls).toBe(0);

    vi.advanceTimersByTime(50);
    await failureLogged.reached;
    expect(calls).toBe(1);
    vi.advanceTimersByTime(50);
    await secondRun.reached;
    await scheduler.stop();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);

    // Many intervals later nothing has run: stop() waits for a run that a timer left behind would have begun.
    vi.advanceTimersByTime(10 * 50);
    await scheduler.stop();
    expect(calls).toBe(2);
  });

  it('refuses a job name scheduled twice and runOnce of an unknown job', async () => {
    const scheduler = createJobScheduler({ db: database.db, log: silent });
    scheduler.every('once', 1000, async () => undefined);
    expect(() => scheduler.every('once', 1000, async () => undefined)).toThrow(/twice/);
    await expect(scheduler.runOnce('missing')).rejects.toThrow(/no job/);
  });
});
