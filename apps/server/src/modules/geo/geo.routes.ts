import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countriesResponseSchema, geoResponseSchema } from '@casino/contracts';
import { clientIp } from '../../platform/http/client-ip.ts';
import type { Platform } from '../../platform/platform.ts';
import { COUNTRIES } from './countries.ts';
import { createGeoService } from './geo.service.ts';

export function registerGeoRoutes(app: FastifyInstance, platform: Platform): void {
  const { config } = platform;
  const geo = createGeoService(config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/geo',
    {
      config: { access: 'public' },
      schema: {
        summary: "The visitor's country (from the client address) and whether it is blocked",
        tags: ['geo'],
        response: { 200: geoResponseSchema },
      },
    },
    // Depends on who asks: never in shared caches; the browser may reuse it for a minute (index.html preloads it).
    async (request, reply) =>
      reply
        .header('cache-control', 'private, max-age=60')
        .send(geo.locate(clientIp(request, config.trustProxyHeader))),
  );

  const countries = {
    items: COUNTRIES.map((country) => ({ ...country, phoneCodes: [...country.phoneCodes] })),
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/countries',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The country list (alpha2, alpha3, name, phoneCodes) for registration and the profile',
        tags: ['geo'],
        response: { 200: countriesResponseSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(countries),
  );
}
