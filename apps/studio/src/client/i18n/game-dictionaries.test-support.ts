/** The checks every game dictionary passes: the common dictionaries' rules (dictionaries.test.ts), per game. */
import { describe, expect, it } from 'vitest';
import type { GameDictionaries } from './game-messages.ts';
import { LANGUAGES } from './languages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

export function describeGameDictionaries<M extends Readonly<Record<string, string>>>(
  game: string,
  dictionaries: GameDictionaries<M>,
  /** Keys that are the same word in every language (a card rank, a brand). */
  sameEverywhere: readonly (keyof M)[] = [],
): void {
  const en = dictionaries.en;
  const keys = Object.keys(en).sort();
  describe(`${game}: its texts in every language`, () => {
    it.each(LANGUAGES)('%s has every message, none empty, with the same placeholders', (language) => {
      const messages = dictionaries[language];
      expect(Object.keys(messages).sort()).toEqual(keys);
      for (const key of keys) {
        const text = messages[key] as string;
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(en[key] as string));
      }
    });

    it.each(LANGUAGES.filter((language) => language !== 'en' && language !== 'gb'))(
      '%s is translated, not copied from English',
      (language) => {
        const messages = dictionaries[language];
        const same = keys.filter((key) => !sameEverywhere.includes(key) && messages[key] === en[key]);
        expect(same.length / keys.length, same.join(', ')).toBeLessThan(0.1);
      },
    );
  });
}
