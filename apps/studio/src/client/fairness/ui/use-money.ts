import { useCallback } from 'react';
import { formatMoney, formatNumber } from '@casino/rules';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';

/**
 * Formats integer minor units of `currency` as the player's language writes money, exactly as the casino does.
 * Without a currency (a round verified by its id alone) amounts are shown as the whole numbers of minor units
 * they are; the view says so once.
 */
export function useMoney(currency: string | null): (minorUnits: number) => string {
  const { language } = useFairnessI18n();
  return useCallback(
    (minorUnits: number) =>
      currency ? formatMoney(minorUnits, currency, language) : formatNumber(minorUnits, language),
    [currency, language],
  );
}
