import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('the read cache', () => {
  let clock = 0;
  const cache = () => createReadCache({ ttlMs: 1_000, maxEntries: 3, now: () => clock });

  it('reads a key once while it is fresh, even for callers arriving together, and again once it has expired', async () => {
    const kept = cache();
    let reads = 0;
    const load = async () => ++reads;
    expect(await Promise.all([kept.read('a', load), kept.read('a', load)])).toEqual([1, 1]);
    clock += 999;
    expect(await kept.read('a', load)).toBe(1);
    clock += 1;
    expect(await kept.read('a', load)).toBe(2);
  });

  it('forgets everything when cleared, and does not keep a failed read', async () => {
    const kept = cache();
    let reads = 0;
    await kept.read('a', async () => ++reads);
    kept.clear();
    expect(await kept.read('a', async () => ++reads)).toBe(2);
    await expect(kept.read('b', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await kept.read('b', async () => 'back')).toBe('back');
  });

  it('starts afresh when full, so that it never holds more than its bound', async () => {
    const kept = cache();
    let reads = 0;
    for (const key of ['a', 'b', 'c', 'd']) await kept.read(key, async () => ++reads);
    expect(await kept.read('a', async () => ++reads)).toBe(5);
  });
});
