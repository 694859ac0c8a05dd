import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/test-platform.ts';
import { createJobScheduler } from './scheduler.ts';

const silent = { error: () => undefined };

describe.each(databaseKinds)('job scheduler on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('runs a job on one node per interval: another node waits until the lease expires', async () => {
    const runs: string[] = [];
    const nodeA = createJobScheduler({ db: database.db, log: silent });
    const nodeB = createJobScheduler({ db: database.db, log: silent });
    nodeA.every('count', 400, async () => void runs.push('A'));
    nodeB.every('count', 400, async () => void runs.push('B'));

    expect(await nodeA.runOnce('count')).toBe(true);
    expect(await nodeB.runOnce('count')).toBe(false);
    expect(await nodeA.runOnce('count')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await nodeB.runOnce('count')).toBe(true);
    expect(await nodeA.runOnce('count')).toBe(false);
    expect(runs).toEqual(['A', 'A', 'B']);
  });

  it('started jobs run by timer until stopped; a failing run is logged and the next one still runs', async () => {
    const errors: unknown[] = [];
    const scheduler = createJobScheduler({
      db: database.db,
      log: { error: (value: unknown) => errors.push(value) },
    });
    let calls = 0;
    scheduler.every('flaky', 50, async () => {
      calls += 1;
      if (calls === 1) throw new Error('first run fails');
    });
    scheduler.start();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await scheduler.stop();
    const stoppedAt = calls;
    expect(stoppedAt).toBeGreaterThanOrEqual(2);
    expect(errors).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls).toBe(stoppedAt);
  });

  it('refuses a job name scheduled twice and runOnce of an unknown job', async () => {
    const scheduler = createJobScheduler({ db: database.db, log: silent });
    scheduler.every('once', 1000, async () => undefined);
    expect(() => scheduler.every('once', 1000, async () => undefined)).toThrow(/twice/);
    await expect(scheduler.runOnce('missing')).rejects.toThrow(/no job/);
  });
});
