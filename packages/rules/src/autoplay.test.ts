import { describe, expect, it } from 'vitest';
import { isAutoplayAllowed } from './autoplay.ts';

describe('auto-play by market', () => {
  it('is forbidden for players in Great Britain and Germany', () => {
    expect(isAutoplayAllowed({ country: 'GB', language: 'en', currency: 'EUR' })).toBe(false);
    expect(isAutoplayAllowed({ country: 'DE', language: 'de', currency: 'EUR' })).toBe(false);
    expect(isAutoplayAllowed({ country: 'gb', language: 'en', currency: 'EUR' })).toBe(false);
  });

  it('is forbidden on the British site and in pounds, wherever the address says the player is', () => {
    expect(isAutoplayAllowed({ country: null, language: 'gb', currency: 'GBP' })).toBe(false);
    expect(isAutoplayAllowed({ country: 'RO', language: 'gb', currency: 'EUR' })).toBe(false);
    expect(isAutoplayAllowed({ country: 'FR', language: 'fr', currency: 'GBP' })).toBe(false);
  });

  it('is allowed elsewhere, and when the country is unknown', () => {
    expect(isAutoplayAllowed({ country: 'RO', language: 'ro', currency: 'RON' })).toBe(true);
    expect(isAutoplayAllowed({ country: 'FR', language: 'en', currency: 'EUR' })).toBe(true);
    expect(isAutoplayAllowed({ country: null, language: 'en', currency: 'EUR' })).toBe(true);
  });
});
