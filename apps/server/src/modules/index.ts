import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform/platform.ts';
import { registerHealthRoutes } from './health/health.routes.ts';
import { registerDevRoutes } from './dev/dev.routes.ts';
import { registerContentRoutes } from './content/content.routes.ts';
import { registerGeoRoutes } from './geo/geo.routes.ts';

/** Every module's routes, mounted under /api. */
export async function registerModules(api: FastifyInstance, platform: Platform): Promise<void> {
  registerHealthRoutes(api, platform);
  registerContentRoutes(api, platform);
  registerGeoRoutes(api, platform);
  if (!platform.config.isProduction) registerDevRoutes(api, platform);
}
