import type { QueryClient } from '@tanstack/react-query';

/**
 * Every language's answer of GET /api/bonuses/free-spins sits under this key (kept here so the realtime
 * handler needs no React and no fetcher).
 */
export const MY_FREE_SPINS_QUERY_KEY = ['bonuses', 'free-spins'] as const;

let target: QueryClient | null = null;

/**
 * The query cache that `freeSpins.v1` events reach. The free-spins watcher attaches the app's cache while a
 * player is signed in, so the WebSocket code (loaded apart, outside React) can ask for a fresh read.
 */
export function attachFreeSpinsCache(client: QueryClient): () => void {
  target = client;
  return () => {
    if (target === client) target = null;
  };
}

/**
 * Applies a `freeSpins.v1` event (§3): the player's free spins are read again, and the watcher compares the
 * count it answers with the one stored. Ignored while no signed-in player is watched.
 */
export function applyFreeSpinsPush(): void {
  void target?.invalidateQueries({ queryKey: MY_FREE_SPINS_QUERY_KEY });
}
