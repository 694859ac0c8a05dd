import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { cryptoDepositResolver, type CryptoDepositFormValues } from './crypto-deposit-resolver.ts';

const options: ResolverOptions<CryptoDepositFormValues> = { fields: {}, shouldUseNativeValidation: false };

/** The resolver's answer for a RON player offered BTC and ETH. */
async function check(values: CryptoDepositFormValues) {
  const result = await cryptoDepositResolver(['BTC', 'ETH'], 'RON')(values, undefined, options);
  return { request: result.values, amount: result.errors.amount?.message };
}

describe('crypto deposit resolver (cryptoDepositRequestSchema, the §5 deposit limits)', () => {
  it.each([
    ['29.99', 'cashier.amount.belowMinimum'],
    ['15000.01', 'cashier.amount.aboveMaximum'],
    ['', 'validation.required'],
    ['abc', 'cashier.amount.positive'],
  ])('RON %j → %s, nothing to send', async (amount, message) => {
    expect(await check({ asset: 'ETH', amount, claimBonus: false })).toEqual({
      request: {},
      amount: message,
    });
  });

  it('sends the chosen asset and the amount in minor units', async () => {
    expect(await check({ asset: 'ETH', amount: '40,5', claimBonus: false })).toEqual({
      request: { asset: 'ETH', amount: 4050 },
      amount: undefined,
    });
  });

  it('an asset no longer offered stands for the first offered one', async () => {
    expect((await check({ asset: 'USDT', amount: '40', claimBonus: false })).request).toEqual({
      asset: 'BTC',
      amount: 4000,
    });
  });
});
