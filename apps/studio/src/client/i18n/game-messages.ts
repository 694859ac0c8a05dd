/**
 * A table or instant game's own texts: one dictionary per language, each typed by the English one, so the
 * common dictionaries stay small and each game's texts live beside it. The page's language picks one.
 */
import { useMemo } from 'react';
import { format } from './format.ts';
import type { Language } from './languages.ts';
import { useMessages } from './messages-context.tsx';

export type GameDictionaries<M extends Readonly<Record<string, string>>> = Readonly<Record<Language, M>>;

export interface GameMessages<M extends Readonly<Record<string, string>>> {
  readonly messages: M;
  readonly locale: string;
  /** The message of `key` with its values put in. */
  t(key: keyof M & string, values?: Readonly<Record<string, string | number>>): string;
}

export function useGameMessages<M extends Readonly<Record<string, string>>>(
  dictionaries: GameDictionaries<M>,
): GameMessages<M> {
  const { language, locale } = useMessages();
  return useMemo(() => {
    const messages = dictionaries[language];
    return { messages, locale, t: (key, values) => format(messages[key] ?? key, values) };
  }, [dictionaries, language, locale]);
}
