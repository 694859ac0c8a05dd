import { queryOptions, useQuery } from '@tanstack/react-query';
import { INFO_PAGE_CODE_PATTERN, type Language } from '@casino/rules';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** Whether a page code can exist at all (the server's own rule); others are "not found" without a call. */
export function isInfoPageCode(code: string | undefined): code is string {
  return code !== undefined && INFO_PAGE_CODE_PATTERN.test(code);
}

/** GET /api/content/info-pages/:code?lang=xx: one information page with its sanitized HTML. */
export function getInfoPage(code: string, language: Language, signal?: AbortSignal) {
  return callApi('getInfoPage', { params: { code }, query: { lang: language }, signal });
}

export function infoPageQueryOptions(code: string, language: Language) {
  return queryOptions({
    queryKey: ['content', 'info-page', code, language],
    queryFn: ({ signal }) => getInfoPage(code, language, signal),
    // A missing page stays missing: do not retry a 404.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 2,
  });
}

export function useInfoPage(code: string | undefined) {
  const language = useLanguage();
  const valid = isInfoPageCode(code);
  return useQuery({ ...infoPageQueryOptions(valid ? code : '', language), enabled: valid });
}
