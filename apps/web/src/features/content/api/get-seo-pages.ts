import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** GET /api/content/seo-pages?lang=xx: title and description per path (codes prefixed seo_). */
export function getSeoPages(language: Language, signal?: AbortSignal) {
  return callApi('getSeoPages', { query: { lang: language }, signal });
}

export function seoPagesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['content', 'seo-pages', language],
    queryFn: ({ signal }) => getSeoPages(language, signal),
  });
}

export function useSeoPages() {
  const language = useLanguage();
  return useQuery({ ...seoPagesQueryOptions(language), placeholderData: keepPreviousData });
}
