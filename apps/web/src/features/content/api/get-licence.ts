import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@casino/rules';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** GET /api/content/licence?lang=xx: the licence title and its sanitized HTML text. */
export function getLicence(language: Language, signal?: AbortSignal) {
  return callApi('getLicence', { query: { lang: language }, signal });
}

export function licenceQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['content', 'licence', language],
    queryFn: ({ signal }) => getLicence(language, signal),
  });
}

export function useLicence() {
  const language = useLanguage();
  return useQuery({ ...licenceQueryOptions(language), placeholderData: keepPreviousData });
}
