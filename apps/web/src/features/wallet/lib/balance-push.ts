import type { QueryClient } from '@tanstack/react-query';
import type { ShortBalance } from '@casino/contracts';

/** The short balance's query key (kept here so the realtime handler needs no React and no fetcher). */
export const SHORT_BALANCE_QUERY_KEY = ['wallet', 'balance'] as const;

let target: QueryClient | null = null;

/**
 * The query cache that realtime balance pushes go to. The header's balance hook attaches the app's cache
 * while a player is signed in, so the WebSocket code (loaded apart, outside React) can update it.
 */
export function attachBalanceCache(client: QueryClient): () => void {
  target = client;
  return () => {
    if (target === client) target = null;
  };
}

/** Applies a `wallet.balance.v1` push; ignored while no signed-in player shows a balance. */
export function applyBalancePush(balance: ShortBalance): void {
  target?.setQueryData(SHORT_BALANCE_QUERY_KEY, balance);
}
