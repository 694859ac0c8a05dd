import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes.tsx';

/** The browser's data router over the route table. */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(appRoutes);
}
