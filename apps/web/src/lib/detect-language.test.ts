import { beforeEach, describe, expect, it } from 'vitest';
import { createLanguageDetector, decideBootLanguage } from './detect-language.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const boot = (
  pathname: string,
  extra: { country?: string | null; browser?: string[]; search?: string; referred?: boolean } = {},
) =>
  decideBootLanguage(
    {
      pathname,
      search: extra.search ?? '',
      hash: '',
      country: extra.country ?? null,
      browserLanguages: extra.browser ?? [],
      referred: extra.referred ?? false,
    },
    createLanguageDetector(),
  );

describe('decideBootLanguage', () => {
  beforeEach(() => localStorage.clear());

  it('takes the path language and remembers it', () => {
    expect(boot('/de/faq', { browser: ['fr'] })).toEqual({ language: 'de', redirectTo: null });
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
  });

  it('strips /en and remembers English', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'de');
    expect(boot('/en/faq', { search: '?a=1' })).toEqual({ language: 'en', redirectTo: '/faq?a=1' });
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });

  it('uses the stored choice and moves the address under its prefix', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'sk');
    expect(boot('/faq', { search: '?q=1' })).toEqual({ language: 'sk', redirectTo: '/sk/faq?q=1' });
  });

  it('guesses from the country, then the browser', () => {
    expect(boot('/', { country: 'ROU', browser: ['de-DE'] })).toEqual({ language: 'ro', redirectTo: '/ro' });
    expect(boot('/', { country: 'USA', browser: ['es-ES', 'en'] })).toEqual({
      language: 'es',
      redirectTo: '/es',
    });
    expect(boot('/', { browser: ['en-GB'] })).toEqual({ language: 'en', redirectTo: null });
    // §4: gb is for UK visitors who came with a referral code; the others are kept to English.
    expect(boot('/', { country: 'GBR', browser: ['en-GB'], referred: true })).toEqual({
      language: 'gb',
      redirectTo: '/gb',
    });
    expect(boot('/', { country: 'GBR', browser: ['en-GB'] })).toEqual({ language: 'en', redirectTo: null });
    expect(boot('/faq')).toEqual({ language: 'en', redirectTo: null });
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
  });

  it('leaves an unsupported language segment for the 404 page', () => {
    expect(boot('/xx/faq', { country: 'DEU' })).toEqual({ language: 'de', redirectTo: null });
  });

  it('moves a path with repeated slashes to the same path on this site, never to another one', () => {
    expect(boot('/en//evil.example')).toEqual({ language: 'en', redirectTo: '/evil.example' });
    expect(boot('//evil.example', { search: '?a=1' })).toEqual({
      language: 'en',
      redirectTo: '/evil.example?a=1',
    });
    expect(boot('/de//evil.example/x')).toEqual({ language: 'de', redirectTo: '/de/evil.example/x' });
    expect(boot('//evil.example', { country: 'DEU' })).toEqual({
      language: 'de',
      redirectTo: '/de/evil.example',
    });
    localStorage.clear();
    expect(boot('/xx//evil.example')).toEqual({ language: 'en', redirectTo: '/xx/evil.example' });
    expect(boot('/%2F%2Fevil.example')).toEqual({ language: 'en', redirectTo: null });
  });
});

describe('createLanguageDetector', () => {
  it('runs at most three times per page load', () => {
    const detector = createLanguageDetector();
    expect(detector.run({ pathLanguage: 'de' })).toBe('de');
    expect(detector.run({ profileLanguage: 'fr' })).toBe('fr');
    expect(detector.run({ profileLanguage: 'pt' })).toBe('pt');
    expect(detector.run({ profileLanguage: 'ro' })).toBeNull();
    expect(detector.runs).toBe(3);
  });
});
