import { MAX_MONEY_MINOR_UNITS } from '@casino/rules';
import { MAX_MONEY } from './money-range.ts';

/**
 * Money is bigint inside the ledger and a number at the API edge. The ledger keeps amounts and player balances
 * within the money maximum, so the number is exact; a value stored beyond it (before that bound existed, or by
 * hand) is shown as ± the maximum instead of failing the read, and `report` is told the stored value.
 */
export function toApiAmount(amount: bigint, report: (stored: bigint) => void): number {
  if (amount > MAX_MONEY || amount < -MAX_MONEY) {
    report(amount);
    return amount > 0n ? MAX_MONEY_MINOR_UNITS : -MAX_MONEY_MINOR_UNITS;
  }
  return Number(amount);
}
