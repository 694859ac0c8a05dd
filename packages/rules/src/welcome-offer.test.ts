import { describe, expect, it } from 'vitest';
import { WELCOME_OFFER, welcomeOfferFor } from './welcome-offer.ts';

describe('welcome offer by currency (§1)', () => {
  it('states 350% up to 57,500 RON for RON money', () => {
    expect(welcomeOfferFor('RON')).toEqual({
      percent: 350,
      maxAmount: 57_500,
      currency: 'RON',
      freeSpins: 300,
    });
  });

  it.each(['EUR', 'GBP', 'USD', 'PLN'])('states 200%% up to 1,000 EUR for %s money', (currency) => {
    expect(welcomeOfferFor(currency)).toBe(WELCOME_OFFER);
  });
});
