import { formatNumber } from '@casino/rules';
import { useMe } from '../api/get-me.ts';

export interface PlayerBalance {
  /** The total balance, formatted with two decimals (§3: a comma for thousands). */
  amount: string;
  /** The player's currency (ISO 4217), or null while the full info loads. */
  currency: string | null;
}

/**
 * The signed-in player's total balance for the header.
 *
 * The wallet replaces this source: until it exists every account holds 0.00 in its currency (from /api/me);
 * then the short balance (§3 `balance`, polled every 3 s, §4) takes the place of the constant below.
 */
export function usePlayerBalance(): PlayerBalance {
  const me = useMe();
  return { amount: formatNumber(0, 2), currency: me.data?.currency ?? null };
}
