import { useCallback } from 'react';
import { formatMoney } from '../../lib/money.ts';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';

/**
 * Formats integer minor units of `currency` in the player's locale. Without a currency (a round verified by
 * its id alone) amounts are shown as the whole numbers of minor units they are; the view says so once.
 */
export function useMoney(currency: string | null): (minorUnits: number) => string {
  const { locale } = useFairnessI18n();
  return useCallback(
    (minorUnits: number) =>
      currency ? formatMoney(minorUnits, currency, locale) : new Intl.NumberFormat(locale).format(minorUnits),
    [currency, locale],
  );
}
