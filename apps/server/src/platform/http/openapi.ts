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

/** Registered inside the /api scope after every module, so that the document is complete. */
export function registerOpenApiRoutes(api: FastifyInstance): void {
  api.get('/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
    api.swagger(),
  );
  api.get('/docs', { schema: { hide: true }, config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderApiDocs(api.swagger())),
  );
  api.get(
    '/docs/docs.css',
    { schema: { hide: true }, config: { access: 'public' } },
    async (_request, reply) =>
      reply.type('text/css').header('cache-control', 'public, max-age=3600').send(DOCS_CSS),
  );
}

const DOCS_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#0b0e1a;color:#f3f5fb}
main{max-width:980px;margin:0 auto;padding:24px}h1{font-size:28px}h2{font-size:18px;margin:0}
a{color:#ffb347}section{background:#121729;border:1px solid #26304d;border-radius:12px;margin:16px 0;padding:16px}
.m{display:inline-block;min-width:64px;font-weight:700;color:#0b0e1a;background:#ffb347;border-radius:8px;padding:2px 8px;margin-right:8px;text-align:center}
.m.post{background:#22c55e}.m.put,.m.patch{background:#38bdf8}.m.delete{background:#ef4444}
pre{background:#0b0e1a;border-radius:8px;padding:12px;overflow:auto;font-size:13px;color:#a9b1c9}
h3{font-size:14px;color:#a9b1c9;margin:12px 0 4px}nav ul{columns:2}`;
