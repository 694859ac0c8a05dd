import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ShortBalance } from '@casino/contracts';
import { SHORT_BALANCE_QUERY_KEY } from './balance-push.ts';

/**
 * The balance the header and the game page show while a game round is on screen. A game's server settles a
 * round before the game animates it, so the 3 s poll and the realtime push would show the round's outcome
 * while the reels still spin. From the round's start until the game says it has shown the result, the
 * displays keep the balance they showed; the query cache itself goes on following the server.
 */

interface Hold {
  /** What the displays showed when the round began (undefined: nothing was known yet). */
  readonly shown: ShortBalance | undefined;
}

let hold: Hold | null = null;
/** Counts holds, so that a catch-up overtaken by a new round leaves that round's hold in place. */
let holds = 0;
const listeners = new Set<() => void>();

function setHold(next: Hold | null): void {
  if (next === hold) return;
  hold = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the balance now shown until the round ends; a hold already in place stays as it is. */
export function holdShownBalance(client: QueryClient): void {
  holds += 1;
  if (!hold) setHold({ shown: client.getQueryData<ShortBalance>(SHORT_BALANCE_QUERY_KEY) });
}

/**
 * The round's result is on screen: reads the balance afresh, then shows it, unless another round has begun
 * in the meantime (its hold stays, as the fresh balance may already hold that round's outcome).
 */
export async function catchUpShownBalance(client: QueryClient): Promise<void> {
  if (!hold) return;
  const started = holds;
  await client.refetchQueries({ queryKey: SHORT_BALANCE_QUERY_KEY, exact: true });
  if (holds === started) setHold(null);
}

/** Shows the live balance again at once (the game page closes). */
export function releaseShownBalance(): void {
  setHold(null);
}

/** Whether a round holds the shown balance, and what it shows meanwhile. */
export function useBalanceHold(): Hold | null {
  return useSyncExternalStore(
    subscribe,
    () => hold,
    () => null,
  );
}
