import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { catchUpShownBalance, holdShownBalance, releaseShownBalance } from '../../wallet/index.ts';

/** A round the game begins and never ends (a lost message, a game that hangs) holds the balance this long. */
export const ROUND_HOLD_LIMIT_MS = 60_000;

export interface RoundBalanceHold {
  /** The game's `round-start`: the balances shown keep still. */
  started(): void;
  /** The game's `round-result` (or the game ends the round otherwise): the balances catch up. */
  ended(): void;
  /** The game goes away: the balances show the live one at once. */
  dispose(): void;
}

/**
 * The game page's side of the balance hold (`wallet/lib/balance-hold.ts`): a round's outcome is settled on
 * the game's server before the game shows it, so the header and the toolbar keep the balance they showed from
 * the game's `round-start` until its `round-result`, then read it afresh.
 */
export function roundBalanceHold(client: QueryClient, limitMs = ROUND_HOLD_LIMIT_MS): RoundBalanceHold {
  let limit: ReturnType<typeof setTimeout> | null = null;
  const clearLimit = () => {
    if (limit !== null) clearTimeout(limit);
    limit = null;
  };
  const ended = () => {
    clearLimit();
    void catchUpShownBalance(client);
  };
  return {
    started() {
      holdShownBalance(client);
      clearLimit();
      limit = setTimeout(ended, limitMs);
    },
    ended,
    dispose() {
      clearLimit();
      releaseShownBalance();
    },
  };
}

/** The balance hold for the game launched as `launchKey`; a new launch or leaving the page ends it. */
export function useRoundBalanceHold(launchKey: string | null): RoundBalanceHold {
  const client = useQueryClient();
  const [hold] = useState(() => roundBalanceHold(client));
  useEffect(() => () => hold.dispose(), [hold, launchKey]);
  return hold;
}
