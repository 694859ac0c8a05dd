import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';

/** A route whose screen (the module's default export) is a separate chunk, loaded with retries. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: (await lazyWithRetry(load)).default });
}
