import type { AmountLimits } from '@casino/contracts';
import { depositBannerDefaultAmount, minorDigits } from '@casino/rules';

/** The quick amounts are these multiples of the currency's §9 deposit-banner default (EUR 50, 100, 200, 500). */
const MULTIPLES = [1, 2, 4, 10] as const;

/**
 * The deposit form's quick amounts in major units of `currency`: the §9 banner default (RON 150, GBP 50, ISK
 * 7,500…) and its multiples, keeping only those inside the method's `limits` (minor units).
 */
export function quickDepositAmounts(currency: string, limits: AmountLimits): number[] {
  const base = Number(depositBannerDefaultAmount(currency));
  const unit = 10 ** minorDigits(currency);
  return MULTIPLES.map((multiple) => base * multiple).filter(
    (amount) => amount * unit >= limits.min && amount * unit <= limits.max,
  );
}
