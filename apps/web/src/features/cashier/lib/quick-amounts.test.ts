import { describe, expect, it } from 'vitest';
import { depositLimits } from '@casino/contracts';
import { quickDepositAmounts } from './quick-amounts.ts';

describe('quick deposit amounts from the §9 banner defaults', () => {
  it.each([
    ['EUR', [50, 100, 200, 500]],
    ['RON', [150, 300, 600, 1500]],
    ['GBP', [50, 100, 200, 500]],
    ['ISK', [7500, 15000, 30000, 75000]],
  ] as const)('%s: %j', (currency, amounts) => {
    expect(quickDepositAmounts(currency, depositLimits(currency))).toEqual(amounts);
  });

  it('keeps only the amounts inside the method limits', () => {
    expect(quickDepositAmounts('EUR', { min: 7_500, max: 25_000 })).toEqual([100, 200]);
  });
});
