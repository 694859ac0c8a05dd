import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useShortBalance } from '../../wallet/api/get-short-balance.ts';
import { attachBalanceCache } from '../../wallet/lib/balance-push.ts';
import { formatMoney } from '../../wallet/lib/format-money.ts';

export interface PlayerBalance {
  /**
   * The total balance as the header shows it: the currency symbol (or the code where there is none) and the
   * amount with a comma for thousands (§3), e.g. '€1,234.50'; '…' while it loads.
   */
  amount: string;
  /** Always null: the currency is already written in `amount`. */
  currency: null;
}

/**
 * The signed-in player's total balance (§3 short balance `balance`), polled every 3 s and updated by the
 * realtime `wallet.balance.v1` push (§4).
 */
export function usePlayerBalance(): PlayerBalance {
  const queryClient = useQueryClient();
  useEffect(() => attachBalanceCache(queryClient), [queryClient]);
  const { data } = useShortBalance();
  return { amount: data ? formatMoney(data.balance, data.currency) : '…', currency: null };
}
