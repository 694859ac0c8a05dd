import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { renderApiDocs } from './api-docs-page.ts';

/** The OpenAPI document, generated from the zod route schemas, and a readable page of it. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lumen Casino platform API',
        version,
        description: 'The HTTP API of the player app and the operator platform.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
    hideUntagged: false,
  });
}

/**
 * Registered inside the /api scope after every module, so that the document is complete. Outside production, or
 * with API_DOCS=true (config.apiDocs).
 */
export function registerOpenApiRoutes(api: FastifyInstance): void {
  api.get('/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
    api.swagger(),
  );
  api.get('/docs', { schema: { hide: true }, config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderApiDocs(api.swagger())),
  );
}
