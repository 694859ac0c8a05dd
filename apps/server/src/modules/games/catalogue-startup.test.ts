import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStartupImport } from './catalogue-startup.ts';

describe('the catalogue import at start', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An import that fails `failures` times, then succeeds. */
  function provider(failures: number) {
    const state = { calls: 0, succeeded: false };
    const run = vi.fn(async () => {
      state.calls += 1;
      if (state.calls <= failures) throw new Error('studio not listening');
      state.succeeded = true;
    });
    return { state, run, hasSucceeded: () => state.succeeded };
  }

  it('retries every 5 seconds until the first success, warning at most once a minute', async () => {
    const { state, run, hasSucceeded } = provider(30);
    const warn = vi.fn();
    const startup = createStartupImport({ run, hasSucceeded, log: { warn } });
    startup.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.calls).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(state.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.calls).toBe(2);

    // Twelve more failures in the next minute: one more warning.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.calls).toBe(14);
    expect(warn).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(5_000 * 20);
    expect(state.succeeded).toBe(true);
    const calls = state.calls;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.calls).toBe(calls);
    await startup.stop();
  });

  it('stops when another import succeeded first', async () => {
    const { state, run } = provider(1);
    let elsewhere = false;
    const startup = createStartupImport({ run, hasSucceeded: () => elsewhere, log: { warn: vi.fn() } });
    startup.start();
    await vi.advanceTimersByTimeAsync(0);
    elsewhere = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(state.calls).toBe(1);
    await startup.stop();
  });

  it('stops retrying on close', async () => {
    const { state, run, hasSucceeded } = provider(100);
    const startup = createStartupImport({ run, hasSucceeded, log: { warn: vi.fn() } });
    startup.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.calls).toBe(3);
    await startup.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.calls).toBe(3);
  });
});
