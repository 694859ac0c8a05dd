/** The game client's texts: the typed dictionaries, the page's language and the `useMessages()` hook. */
export { DICTIONARIES } from './dictionaries.ts';
export type { MessageKey, Messages } from './en.ts';
export { format } from './format.ts';
export {
  htmlLangOf,
  languageOfPage,
  LANGUAGES,
  localeOf,
  resolveLanguage,
  type Language,
} from './languages.ts';
export { MessagesProvider, useMessages, type MessagesValue } from './messages-context.tsx';
