import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  rememberReferral,
  setVisitorCountry,
  useMarket,
  useOfferedLanguages,
  useVisitorOffer,
} from './market.ts';

afterEach(() => {
  setVisitorCountry(null);
  window.sessionStorage.clear();
});

describe('the market rules in the browser (§4)', () => {
  it('takes the visitor country for a guest', () => {
    setVisitorCountry('GB');
    expect(renderHook(() => useMarket()).result.current).toBe('uk');
    setVisitorCountry('DE');
    expect(renderHook(() => useMarket()).result.current).toBe('default');
  });

  it('offers a UK visitor without a referral code English and EUR only, the page language kept', () => {
    setVisitorCountry('GB');
    expect(renderHook(() => useVisitorOffer()).result.current).toMatchObject({ currency: 'EUR' });
    expect(renderHook(() => useOfferedLanguages('en')).result.current).toEqual(['en']);
    expect(renderHook(() => useOfferedLanguages('de')).result.current).toEqual(['en', 'de']);
  });

  it('remembers a referral code for the visit, and then offers everything', () => {
    expect(rememberReferral('?ref=AB12CD34')).toBe(true);
    expect(rememberReferral('')).toBe(true);
    setVisitorCountry('GB');
    expect(renderHook(() => useVisitorOffer()).result.current).toEqual({
      languages: null,
      currency: null,
      language: 'gb',
    });
  });

  it('ignores a malformed referral code', () => {
    expect(rememberReferral('?ref=<script>')).toBe(false);
  });
});
