import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's data router over the route table. */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(appRoutes);
}

/**
 * Resolves once the first route's code and loaders are in. Rendering after that paints the first screen in
 * one pass, instead of the shell with a skeleton first and the screen in a second pass.
 */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
