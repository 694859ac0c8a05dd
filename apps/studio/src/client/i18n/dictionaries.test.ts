import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from './dictionaries.ts';
import { en } from './en.ts';
import { format } from './format.ts';
import { LANGUAGES, resolveLanguage } from './languages.ts';

const keys = Object.keys(en).sort();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the game client’s languages', () => {
  it.each(LANGUAGES)('%s has every message, none empty, with the same placeholders', (language) => {
    const messages = DICTIONARIES[language];
    expect(Object.keys(messages).sort()).toEqual(keys);
    for (const key of keys) {
      const text = messages[key as keyof typeof en];
      expect(text.trim(), `${language}.${key}`).not.toBe('');
      expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });

  // British English shares most words with English; every other language is a real translation.
  it.each(LANGUAGES.filter((language) => language !== 'en' && language !== 'gb'))(
    '%s is translated, not copied from English',
    (language) => {
      const messages = DICTIONARIES[language];
      const same = keys.filter((key) => messages[key as keyof typeof en] === en[key as keyof typeof en]);
      expect(same.length / keys.length).toBeLessThan(0.1);
    },
  );

  it('gb is British English', () => {
    expect(DICTIONARIES.gb.waysRule).toContain('neighbouring');
    expect(DICTIONARIES.en.waysRule).toContain('neighboring');
  });

  it('falls back to English and fills in values', () => {
    expect(resolveLanguage('DE')).toBe('de');
    expect(resolveLanguage('xx')).toBe('en');
    expect(resolveLanguage(null)).toBe('en');
    expect(format(en.freeSpinsLeft, { count: 3 })).toBe('3 left');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
