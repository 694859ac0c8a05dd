import { describe, expect, it } from 'vitest';
import { assetAmountFor, depositAddress, quoteRate, sameAssetAmount, scaledDecimal } from './crypto-quote.ts';

describe('crypto quotes', () => {
  it('scales the EUR rate to the player currency with the limits scale', () => {
    expect(quoteRate('60000', 'EUR')).toBe('60000');
    expect(quoteRate('60000', 'RON')).toBe('180000');
    expect(quoteRate('0.92', 'AUD')).toBe('1.38');
  });

  it('states the amount exactly, rounded up to the last decimal of the asset', () => {
    expect(assetAmountFor(5000, 'EUR', '60000', 'BTC')).toBe('0.00083334');
    expect(assetAmountFor(6000, 'EUR', '3000', 'ETH')).toBe('0.02');
    expect(assetAmountFor(9200, 'EUR', '0.92', 'USDT')).toBe('100');
    expect(assetAmountFor(150000, 'ISK', '9000000', 'BTC')).toBe('0.01666667');
  });

  it('matches only the exact amount, trailing zeros aside', () => {
    expect(sameAssetAmount('0.00083334', '0.000833340', 'BTC')).toBe(true);
    expect(sameAssetAmount('0.00083334', '0.00083333', 'BTC')).toBe(false);
    expect(sameAssetAmount('100', '100.0000001', 'USDT')).toBe(false);
    expect(sameAssetAmount('100', '1e2', 'USDT')).toBe(false);
    expect(scaledDecimal('1.5', 2)).toBe(150n);
  });

  it('gives each player one stable address per asset', () => {
    const btc = depositAddress('secret-one-secret', 'player-1', 'BTC');
    expect(depositAddress('secret-one-secret', 'player-1', 'BTC')).toBe(btc);
    expect(depositAddress('secret-one-secret', 'player-2', 'BTC')).not.toBe(btc);
    expect(depositAddress('secret-one-secret', 'player-1', 'ETH')).not.toBe(
      depositAddress('secret-one-secret', 'player-1', 'USDT'),
    );
  });
});
