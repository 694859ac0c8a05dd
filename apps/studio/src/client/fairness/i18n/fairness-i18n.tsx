import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DICTIONARIES } from './dictionaries.ts';
import type { FairnessMessages } from './en.ts';
import { localeOf, resolveLanguage, type Language } from '../../i18n/languages.ts';

export interface FairnessI18n {
  readonly language: Language;
  /** The Intl locale for money, numbers and dates. */
  readonly locale: string;
  readonly text: FairnessMessages;
}

const english: FairnessI18n = { language: 'en', locale: localeOf('en'), text: DICTIONARIES.en };
const FairnessI18nContext = createContext<FairnessI18n>(english);

export function FairnessI18nProvider(props: { language: string; children: ReactNode }) {
  const language = resolveLanguage(props.language);
  const value = useMemo(
    (): FairnessI18n => ({ language, locale: localeOf(language), text: DICTIONARIES[language] }),
    [language],
  );
  return <FairnessI18nContext value={value}>{props.children}</FairnessI18nContext>;
}

export function useFairnessI18n(): FairnessI18n {
  return useContext(FairnessI18nContext);
}
