import type { ShortBalance } from '@casino/contracts';
import { useShortBalance } from '../api/get-short-balance.ts';
import { useBalanceHold } from './balance-hold.ts';

/**
 * The signed-in player's short balance as the balance displays show it: the live one (polled and pushed), or
 * while a game round is on screen the one shown when it began (`balance-hold.ts`).
 */
export function useShownBalance(): ShortBalance | undefined {
  const { data } = useShortBalance();
  const hold = useBalanceHold();
  return hold ? hold.shown : data;
}
