import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { QUERY_STALE_MS } from '@casino/rules';
import type { createAppRouter } from './router.tsx';

/** §7: query cache and stale time are 2000 ms. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: QUERY_STALE_MS, gcTime: QUERY_STALE_MS } },
  });
}

export function Providers({
  i18n,
  router,
  queryClient,
}: {
  i18n: I18n;
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
