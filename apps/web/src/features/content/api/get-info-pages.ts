import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** GET /api/content/info-pages?lang=xx: the footer tree (columns and their links). */
export function getInfoPages(language: Language, signal?: AbortSignal) {
  return callApi('getInfoPages', { query: { lang: language }, signal });
}

export function infoPagesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['content', 'info-pages', language],
    queryFn: ({ signal }) => getInfoPages(language, signal),
  });
}

/** The footer tree in the current language; keeps the previous language's tree while switching. */
export function useInfoPages() {
  const language = useLanguage();
  return useQuery({ ...infoPagesQueryOptions(language), placeholderData: keepPreviousData });
}
