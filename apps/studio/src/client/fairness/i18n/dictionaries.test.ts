import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from './dictionaries.ts';
import { en } from './en.ts';
import { LANGUAGES, resolveLanguage } from '../../i18n/languages.ts';

const keys = Object.keys(en).sort();
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('fairness dictionaries', () => {
  it.each(LANGUAGES)('%s has every message, none empty, with the same placeholders', (language) => {
    const messages: Record<string, string> = DICTIONARIES[language];
    expect(Object.keys(messages).sort()).toEqual(keys);
    for (const key of keys) {
      const message = messages[key] ?? '';
      expect(message.trim(), `${language}.${key}`).not.toBe('');
      expect(placeholders(message), `${language}.${key}`).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });

  // British English shares most of its wording with English; every other language must really be translated.
  it.each(LANGUAGES.filter((language) => language !== 'en' && language !== 'gb'))(
    '%s is translated, not copied from English',
    (language) => {
      const messages: Record<string, string> = DICTIONARIES[language];
      const same = keys.filter((key) => messages[key] === en[key as keyof typeof en]);
      expect(same.length, `${language} copies ${same.join(', ')}`).toBeLessThanOrEqual(keys.length * 0.05);
    },
  );

  it('uses British spelling in gb', () => {
    expect(DICTIONARIES.gb.statusVoid).toBe('Cancelled');
  });

  it('falls back to English for a language it does not have', () => {
    expect(resolveLanguage('it')).toBe('en');
    expect(resolveLanguage('')).toBe('en');
    expect(resolveLanguage('DE')).toBe('de');
  });
});
