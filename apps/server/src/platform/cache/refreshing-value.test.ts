import { describe, expect, it } from 'vitest';
import { createRefreshingValue } from './refreshing-value.ts';

/** A build whose answers the test releases one by one. */
function controlledBuilds() {
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  let builds = 0;
  return {
    build: () => {
      builds++;
      return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
    },
    get builds() {
      return builds;
    },
    finish: (value: number) => pending.shift()?.resolve(value),
    fail: () => pending.shift()?.reject(new Error('database down')),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a refreshing value', () => {
  it('builds once for callers arriving together, and keeps the value', async () => {
    const builds = controlledBuilds();
    const value = createRefreshingValue({ build: builds.build, refreshMs: null, now: () => 0 });
    const both = Promise.all([value.get(), value.get()]);
    builds.finish(1);
    expect(await both).toEqual([1, 1]);
    expect(await value.get()).toBe(1);
    expect(builds.builds).toBe(1);
  });

  it('rebuilds in the background once old, answering the old value meanwhile', async () => {
    let clock = 0;
    const builds = controlledBuilds();
    const value = createRefreshingValue({ build: builds.build, refreshMs: 1_000, now: () => clock });
    const first = value.get();
    builds.finish(1);
    await first;
    clock = 1_000;
    expect(await value.get()).toBe(1);
    expect(await value.get()).toBe(1);
    expect(builds.builds).toBe(2);
    builds.finish(2);
    await settle();
    expect(await value.get()).toBe(2);
  });

  it('never rebuilds by age without a refresh period', async () => {
    let clock = 0;
    const value = createRefreshingValue({ build: async () => clock, refreshMs: null, now: () => clock });
    expect(await value.get()).toBe(0);
    clock = 1_000_000;
    expect(await value.get()).toBe(0);
  });

  it('builds afresh after forget, and drops a background rebuild started before it', async () => {
    let clock = 0;
    const builds = controlledBuilds();
    const value = createRefreshingValue({ build: builds.build, refreshMs: 1_000, now: () => clock });
    const first = value.get();
    builds.finish(1);
    await first;
    clock = 1_000;
    await value.get(); // starts a background rebuild
    value.forget();
    const fresh = value.get();
    builds.finish(2); // the stale background rebuild
    builds.finish(3);
    expect(await fresh).toBe(3);
    await settle();
    expect(await value.get()).toBe(3);
  });

  it('does not keep a failed build', async () => {
    const builds = controlledBuilds();
    const value = createRefreshingValue({ build: builds.build, refreshMs: null, now: () => 0 });
    const failed = value.get();
    builds.fail();
    await expect(failed).rejects.toThrow('database down');
    const again = value.get();
    builds.finish(5);
    expect(await again).toBe(5);
  });
});
