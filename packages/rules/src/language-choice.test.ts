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
  it('turns gb into en unless the country is GBR', () => {
    expect(chooseLanguage({ browserLanguages: ['en-GB'], country: 'IRL' })).toBe('en');
    expect(chooseLanguage({ browserLanguages: ['en-GB'], country: 'GBR' })).toBe('gb');
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
