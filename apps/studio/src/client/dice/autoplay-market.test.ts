import { describe, expect, it } from 'vitest';
import { isAutoBetAllowed } from './autoplay-market.ts';

const euro = { language: 'en', currency: 'EUR' };

describe('auto-bet by market', () => {
  it('is off when the casino launches the game with autoplay=0', () => {
    expect(
      isAutoBetAllowed('?mode=real&token=t&lang=de&autoplay=0', { language: 'de', currency: 'EUR' }),
    ).toBe(false);
  });

  it('is off on the British site and in pounds, even without the parameter', () => {
    expect(isAutoBetAllowed('?mode=demo&lang=gb&currency=GBP', { language: 'gb', currency: 'GBP' })).toBe(
      false,
    );
    expect(isAutoBetAllowed('?mode=demo&lang=en&currency=GBP', { language: 'en', currency: 'GBP' })).toBe(
      false,
    );
  });

  it('is on elsewhere', () => {
    expect(isAutoBetAllowed('?mode=demo&lang=en&currency=EUR', euro)).toBe(true);
    expect(isAutoBetAllowed('?mode=demo&autoplay=1', euro)).toBe(true);
    expect(isAutoBetAllowed('', euro)).toBe(true);
  });
});
