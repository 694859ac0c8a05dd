import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client.ts';

/** GET /api/countries: the §3 country list (alpha2, alpha3, name, phoneCodes). */
export function getCountries(signal?: AbortSignal) {
  return callApi('getCountries', { signal });
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) => getCountries(signal),
    // The list changes with a release, not during a visit.
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
