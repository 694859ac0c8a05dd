import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DICTIONARIES } from './dictionaries.ts';
import type { MessageKey, Messages } from './en.ts';
import { format } from './format.ts';
import { localeOf, type Language } from './languages.ts';

export interface MessagesValue {
  readonly language: Language;
  /** For Intl formatting. */
  readonly locale: string;
  readonly messages: Messages;
  /** The message of `key` with its values put in. */
  t(key: MessageKey, values?: Readonly<Record<string, string | number>>): string;
}

function messagesValue(language: Language): MessagesValue {
  const messages = DICTIONARIES[language];
  return {
    language,
    locale: localeOf(language),
    messages,
    t: (key, values) => format(messages[key], values),
  };
}

const MessagesContext = createContext<MessagesValue>(messagesValue('en'));

export function MessagesProvider({ language, children }: { language: Language; children: ReactNode }) {
  const value = useMemo(() => messagesValue(language), [language]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/** The messages of the page's language. */
export function useMessages(): MessagesValue {
  return useContext(MessagesContext);
}
