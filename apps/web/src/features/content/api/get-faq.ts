import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** GET /api/content/faq?lang=xx: the questions and their sanitized HTML answers. */
export function getFaq(language: Language, signal?: AbortSignal) {
  return callApi('getFaq', { query: { lang: language }, signal });
}

export function faqQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['content', 'faq', language],
    queryFn: ({ signal }) => getFaq(language, signal),
  });
}

export function useFaq() {
  const language = useLanguage();
  return useQuery(faqQueryOptions(language));
}
