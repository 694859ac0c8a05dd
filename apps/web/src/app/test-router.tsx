import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './providers.tsx';
import { appRoutes } from './routes.tsx';
import { initI18n } from '../lib/i18n.ts';

/**
 * Test helper: renders the real route table in a memory router at `path`. Tests that use it mock the shell's
 * AppShell / SeoHead and the realtime hook, which belong to other features.
 */
export async function renderRoute(path: string) {
  await initI18n('en');
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(async () => {
    await waitForIdle(router);
  });
  return { router, ...view };
}

/** Waits until the router has settled (loaders, redirects and lazy routes done), as its state changes say. */
export function waitForIdle(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  const idle = () => router.state.initialized && router.state.navigation.state === 'idle';
  return new Promise((resolve) => {
    if (idle()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!idle()) return;
      unsubscribe();
      resolve();
    });
  });
}
