import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ShortBalance } from '@casino/contracts';
import { useBalanceHold } from '../../wallet/index.ts';
import { roundBalanceHold, type RoundBalanceHold } from './use-round-balance-hold.ts';

const KEY = ['wallet', 'balance'] as const;
const shortBalance = (balance: number): ShortBalance => ({
  currency: 'EUR',
  balanceMain: balance,
  bonusCasino: 0,
  balance,
});

/** A wallet whose balance reads answer when the test says so. */
function walletClient(first: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const reads: ((balance: number) => void)[] = [];
  client.setQueryDefaults(KEY, {
    queryFn: () =>
      new Promise<ShortBalance>((resolve) => reads.push((value) => resolve(shortBalance(value)))),
  });
  client.setQueryData(KEY, shortBalance(first));
  const answer = async (balance: number) => {
    await act(async () => {
      reads.shift()?.(balance);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { client, answer, pendingReads: () => reads.length };
}

let hold: RoundBalanceHold | null = null;
afterEach(() => {
  act(() => hold?.dispose());
  hold = null;
  vi.useRealTimers();
});

describe('the balance hold of a game round', () => {
  it('keeps the balance shown at the round’s start, then reads it afresh once the result is shown', async () => {
    const { client, answer } = walletClient(100_000);
    const shown = renderHook(() => useBalanceHold());
    hold = roundBalanceHold(client);

    act(() => hold?.started());
    expect(shown.result.current?.shown).toEqual(shortBalance(100_000));
    act(() => client.setQueryData(KEY, shortBalance(150_000)));
    expect(shown.result.current?.shown).toEqual(shortBalance(100_000));

    act(() => hold?.ended());
    // Still held until the fresh read has come back.
    expect(shown.result.current).not.toBeNull();
    await answer(150_000);
    expect(shown.result.current).toBeNull();
    expect(client.getQueryData(KEY)).toEqual(shortBalance(150_000));
  });

  it('stays held when the next round begins before the fresh read comes back', async () => {
    const { client, answer } = walletClient(100_000);
    const shown = renderHook(() => useBalanceHold());
    hold = roundBalanceHold(client);

    act(() => hold?.started());
    act(() => hold?.ended());
    act(() => hold?.started());
    // The read may already hold the second round's outcome: it must not show.
    await answer(180_000);
    expect(shown.result.current?.shown).toEqual(shortBalance(100_000));

    act(() => hold?.ended());
    await answer(180_000);
    expect(shown.result.current).toBeNull();
  });

  it('lets go of a round the game never ends after the limit', async () => {
    vi.useFakeTimers();
    const { client, pendingReads } = walletClient(100_000);
    const shown = renderHook(() => useBalanceHold());
    hold = roundBalanceHold(client, 1_000);

    act(() => hold?.started());
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(pendingReads()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(pendingReads()).toBe(1);
    expect(shown.result.current).not.toBeNull();
  });

  it('shows the live balance at once when the game goes away', async () => {
    const { client } = walletClient(100_000);
    const shown = renderHook(() => useBalanceHold());
    hold = roundBalanceHold(client);
    act(() => hold?.started());
    act(() => hold?.dispose());
    expect(shown.result.current).toBeNull();
  });
});
