import { FREE_SPINS_SLOW_POLL_MS } from '@casino/rules';

/** §4: how often the free spins are read while the fast poll is on. */
export const FREE_SPINS_POLL_MS = 3_000;

type Env = Readonly<Record<string, unknown>>;

/**
 * §4: free spins are refetched every 3 s when enabled, otherwise every 60 s. Like VITE_DISABLE_BALANCE_POLL
 * for the short balance, VITE_DISABLE_FREE_SPINS_POLL=true at build time switches the 3 s poll off; the count
 * then follows the realtime `freeSpins.v1` event, refocus and the 60 s poll.
 */
export function freeSpinsFastPolling(env: Env = import.meta.env): boolean {
  return env.VITE_DISABLE_FREE_SPINS_POLL !== 'true';
}

/** The refetch interval of the free spins. */
export function freeSpinsInterval(fast = freeSpinsFastPolling()): number {
  return fast ? FREE_SPINS_POLL_MS : FREE_SPINS_SLOW_POLL_MS;
}
