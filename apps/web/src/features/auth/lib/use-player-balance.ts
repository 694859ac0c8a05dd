import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/language.ts';
import { attachBalanceCache, formatMoney, useShownBalance } from '../../wallet/index.ts';

export interface PlayerBalance {
  /**
   * The total balance as the header shows it, written as the page's language writes money ('€1,234.50' in
   * English, '1.234,50 €' in German), exactly as the game shows it; '…' while it loads.
   */
  amount: string;
  /** Always null: the currency is already written in `amount`. */
  currency: null;
}

/**
 * The signed-in player's total balance (§3 short balance `balance`), polled every 3 s and updated by the
 * realtime `wallet.balance.v1` push (§4); while a game round is on screen it waits for the game's result.
 */
export function usePlayerBalance(): PlayerBalance {
  const queryClient = useQueryClient();
  const language = useLanguage();
  useEffect(() => attachBalanceCache(queryClient), [queryClient]);
  const data = useShownBalance();
  return { amount: data ? formatMoney(data.balance, data.currency, language) : '…', currency: null };
}
