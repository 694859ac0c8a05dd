import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@casino/contracts';
import { PAYMENT_METHODS } from '../../../test/fixtures.ts';
import { cryptoDepositAssets } from './crypto-deposit-assets.ts';

const [card, , bitcoin] = PAYMENT_METHODS.items as [PaymentMethod, PaymentMethod, PaymentMethod];
const tether: PaymentMethod = { ...bitcoin, id: 'crypto-usdt', name: 'Tether (USDT)', asset: 'USDT' };

describe('cryptoDepositAssets', () => {
  it('names the assets of the listed crypto methods, in the order of CRYPTO_ASSETS', () => {
    expect(cryptoDepositAssets([tether, card, bitcoin])).toEqual(['BTC', 'USDT']);
  });

  it('is empty when the list has no crypto method', () => {
    expect(cryptoDepositAssets([card])).toEqual([]);
    expect(cryptoDepositAssets([])).toEqual([]);
  });
});
