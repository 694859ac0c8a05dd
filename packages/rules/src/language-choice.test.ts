import { describe, expect, it } from 'vitest';
import { browserTagToLanguage, chooseLanguage } from './language-choice.ts';

describe('chooseLanguage (§4 order)', () => {
  it('prefers the profile language over everything else', () => {
    expect(chooseLanguage({ profileLanguage: 'de', pathLanguage: 'fr', storedLanguage: 'ro' })).toBe('de');
  });
  it('uses the path language before the stored one', () => {
    expect(chooseLanguage({ pathLanguage: 'fr', storedLanguage: 'ro' })).toBe('fr');
  });
  it('uses the stored language before the country', () => {
    expect(chooseLanguage({ storedLanguage: 'sk', country: 'DEU' })).toBe('sk');
  });
  it('guesses from the country, then the browser language', () => {
    expect(chooseLanguage({ country: 'ROU', browserLanguages: ['es'] })).toBe('ro');
    expect(chooseLanguage({ country: 'ESP', browserLanguages: ['es-ES', 'en'] })).toBe('es');
  });
  it('turns gb into en unless the country is GBR (where gb is for visitors with a referral code, §4)', () => {
    expect(chooseLanguage({ browserLanguages: ['en-GB'], country: 'IRL' })).toBe('en');
    expect(chooseLanguage({ browserLanguages: ['en-GB'], country: 'GBR', referred: true })).toBe('gb');
  });
  it('falls back to en', () => {
    expect(chooseLanguage({ browserLanguages: ['ja-JP'] })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });
  it('maps browser tags', () => {
    expect(browserTagToLanguage('pt-BR')).toBe('pt');
    expect(browserTagToLanguage('en-US')).toBe('en');
    expect(browserTagToLanguage('xx')).toBeNull();
  });
});

describe('the UK rules of §4', () => {
  it('switches a UK visitor with a referral code to gb, unless the profile or the path says otherwise', () => {
    expect(chooseLanguage({ country: 'GBR', referred: true, storedLanguage: 'de' })).toBe('gb');
    expect(chooseLanguage({ country: 'GBR', referred: true, profileLanguage: 'fr' })).toBe('fr');
    expect(chooseLanguage({ country: 'GBR', referred: true, pathLanguage: 'es' })).toBe('es');
  });

  it('keeps a UK visitor without one to the restricted list', () => {
    expect(chooseLanguage({ country: 'GBR', storedLanguage: 'de' })).toBe('en');
    expect(chooseLanguage({ country: 'GBR', pathLanguage: 'de' })).toBe('en');
    expect(chooseLanguage({ country: 'GBR', browserLanguages: ['en-GB'] })).toBe('en');
    expect(chooseLanguage({ country: 'GBR', profileLanguage: 'de' })).toBe('de');
  });
});
