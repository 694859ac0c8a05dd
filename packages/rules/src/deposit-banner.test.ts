import { describe, expect, it } from 'vitest';
import {
  depositBannerAmountValid,
  depositBannerDefaultAmount,
  depositBannerThreshold,
  depositBannerVisible,
  sanitizeDepositBannerInput,
  welcomeCardVisible,
} from './deposit-banner.ts';

describe('deposit banner amount (§5)', () => {
  it.each([
    ['50', '50'],
    ['0', ''],
    ['007', '7'],
    ['1,000', '1000'],
    ['12.5', '125'],
    ['-3', '3'],
    ['abc', ''],
    ['12345678901234', '1234567890'],
    ['', ''],
  ])('typing %j keeps %j', (typed, kept) => {
    expect(sanitizeDepositBannerInput(typed)).toBe(kept);
  });

  it.each([
    ['50', true],
    ['1', true],
    ['9999999999', true],
    ['', false],
    ['0', false],
    ['00', false],
    ['05', false],
    ['12345678901', false],
    ['1.5', false],
  ])('%j is valid: %s', (amount, valid) => {
    expect(depositBannerAmountValid(amount)).toBe(valid);
  });

  it.each([
    ['EUR', '50'],
    ['RON', '150'],
    ['ISK', '7500'],
    ['GBP', '50'],
    ['XXX', '50'],
  ])('%s starts at %s (§9)', (currency, amount) => {
    expect(depositBannerDefaultAmount(currency)).toBe(amount);
  });
});

describe('deposit banner visibility (§6, §9)', () => {
  it.each([
    ['EUR', 500],
    ['NOK', 5000],
    ['RON', 2500],
    ['ISK', 5000],
    ['CZK', 5000],
  ])('%s threshold is %i', (currency, threshold) => {
    expect(depositBannerThreshold(currency)).toBe(threshold);
  });

  it.each([
    ['guest', null, false, true],
    ['player without a balance', null, true, true],
    ['EUR 499.99', { balanceMinor: 49_999, currency: 'EUR' }, true, true],
    ['EUR 500.00', { balanceMinor: 50_000, currency: 'EUR' }, true, false],
    ['EUR 0', { balanceMinor: 0, currency: 'EUR' }, true, true],
    ['ISK 4999', { balanceMinor: 4999, currency: 'ISK' }, true, true],
    ['ISK 5000', { balanceMinor: 5000, currency: 'ISK' }, true, false],
    ['CZK 6000.00 (default threshold)', { balanceMinor: 600_000, currency: 'CZK' }, true, false],
  ] as const)('%s: shown %s', (_, player, authenticated, shown) => {
    expect(depositBannerVisible(player, authenticated)).toBe(shown);
  });
});

describe('welcome bonus card (§6)', () => {
  it.each([
    [false, null, true],
    [false, 5, true],
    [true, 0, true],
    [true, 2, true],
    [true, 3, false],
    [true, 10, false],
    [true, null, false],
  ])('authenticated %s with %s deposits: shown %s', (authenticated, deposits, shown) => {
    expect(welcomeCardVisible(authenticated, deposits)).toBe(shown);
  });
});
