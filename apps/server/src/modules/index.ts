import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform/platform.ts';
import { registerHealthRoutes } from './health/health.routes.ts';
import { registerDevRoutes } from './dev/dev.routes.ts';

/** Every module's routes, mounted under /api. */
export async function registerModules(api: FastifyInstance, platform: Platform): Promise<void> {
  registerHealthRoutes(api, platform);
  if (!platform.config.isProduction) registerDevRoutes(api, platform);
}
