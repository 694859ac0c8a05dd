import { describe, expect, it } from 'vitest';
import { createVersionedValue } from './versioned-value.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A database whose version the test moves, and how many builds it has served. */
function fakeData() {
  const data = { version: 1, builds: 0, checks: 0, failNext: false };
  return {
    data,
    build: async () => {
      data.builds++;
      if (data.failNext) {
        data.failNext = false;
        throw new Error('database down');
      }
      return { value: `v${data.version}`, version: data.version };
    },
    versionOf: async () => {
      data.checks++;
      return data.version;
    },
  };
}

describe('a versioned value', () => {
  it('builds once for callers arriving together, and keeps the value while the version stands', async () => {
    let clock = 0;
    const { data, build, versionOf } = fakeData();
    const value = createVersionedValue({ build, versionOf, checkEveryMs: 1_000, now: () => clock });
    expect(await Promise.all([value.get(), value.get()])).toEqual(['v1', 'v1']);
    clock = 5_000;
    expect(await value.get()).toBe('v1');
    await settle();
    expect(await value.get()).toBe('v1');
    expect(data.builds).toBe(1);
    expect(data.checks).toBe(1);
  });

  it('reads the version at most once per period, and rebuilds in the background when it changed', async () => {
    let clock = 0;
    const { data, build, versionOf } = fakeData();
    const value = createVersionedValue({ build, versionOf, checkEveryMs: 1_000, now: () => clock });
    await value.get();
    data.version = 2;
    clock = 999;
    expect(await value.get()).toBe('v1');
    expect(data.checks).toBe(0);
    clock = 1_000;
    expect(await value.get()).toBe('v1');
    await settle();
    expect(await value.get()).toBe('v2');
    expect(data.builds).toBe(2);
  });

  it('builds afresh after forget, and drops a background rebuild started before it', async () => {
    let clock = 0;
    const { data, build, versionOf } = fakeData();
    const value = createVersionedValue({ build, versionOf, checkEveryMs: 1_000, now: () => clock });
    await value.get();
    data.version = 2;
    clock = 1_000;
    await value.get(); // starts a check, which will find version 2
    value.forget();
    data.version = 3;
    expect(await value.get()).toBe('v3');
    await settle();
    expect(await value.get()).toBe('v3');
  });

  it('does not keep a failed build', async () => {
    const { data, build, versionOf } = fakeData();
    const value = createVersionedValue({ build, versionOf, checkEveryMs: 1_000, now: () => 0 });
    data.failNext = true;
    await expect(value.get()).rejects.toThrow('database down');
    expect(await value.get()).toBe('v1');
  });

  it('forgets on request only when the version moved', async () => {
    const { data, build, versionOf } = fakeData();
    const value = createVersionedValue({ build, versionOf, checkEveryMs: 60_000, now: () => 0 });
    await value.get();
    await value.forgetIfChanged();
    expect(await value.get()).toBe('v1');
    expect(data.builds).toBe(1);
    data.version = 2;
    await value.forgetIfChanged();
    expect(await value.get()).toBe('v2');
    expect(data.builds).toBe(2);
  });
});
