import type { FastifyInstance } from 'fastify';
import { clientIp } from '../../platform/http/client-ip.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { Platform } from '../../platform/platform.ts';
import { COUNTRIES } from './countries.ts';
import { createGeoService } from './geo.service.ts';

export function registerGeoRoutes(app: FastifyInstance, platform: Platform): void {
  const { config } = platform;
  const geo = createGeoService(config);
  // Depends on who asks: never in shared caches; the browser may reuse it for a minute (index.html preloads it).
  registerEndpoint(app, 'getGeo', async (request, reply) =>
    reply
      .header('cache-control', 'private, max-age=60')
      .send(geo.locate(clientIp(request, config.trustProxyHeader))),
  );

  const countries = {
    items: COUNTRIES.map((country) => ({ ...country, phoneCodes: [...country.phoneCodes] })),
  };
  registerEndpoint(app, 'getCountries', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send(countries),
  );
}
