import { LANGUAGE_LOCALES, type Language } from '@casino/rules';

/** What the "ID or method" column shows: the method, else the first block of the transaction id. */
export function idOrMethod(row: { id: string; method: string | null }): string {
  return row.method ?? row.id.split('-')[0] ?? row.id;
}

/** A transaction time in the language's date style, in the player's time zone. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(LANGUAGE_LOCALES[language], { dateStyle: 'short', timeStyle: 'short' });
}
