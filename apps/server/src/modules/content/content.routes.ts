import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  faqResponseSchema,
  infoPageParamsSchema,
  infoPageResponseSchema,
  infoPagesResponseSchema,
  languageQuerySchema,
  licenceResponseSchema,
  seoPagesResponseSchema,
} from '@casino/contracts';
import type { Platform } from '../../platform/platform.ts';
import { getFaq, getInfoPage, getInfoPageTree, getLicence, getSeoPages } from './content.service.ts';

/** Public content is the same for everyone: browsers and shared caches may keep it for a minute. */
function cacheable(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'public, max-age=60');
}

export function registerContentRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = platform;

  api.get(
    '/content/info-pages',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The footer tree of information pages in a language (page bodies left out)',
        tags: ['content'],
        querystring: languageQuerySchema,
        response: { 200: infoPagesResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => cacheable(reply).send({ items: await getInfoPageTree(db, request.query.lang) }),
  );

  api.get(
    '/content/info-pages/:code',
    {
      config: { access: 'public' },
      schema: {
        summary: 'One information page with its sanitized HTML content',
        tags: ['content'],
        params: infoPageParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: infoPageResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      cacheable(reply).send({ page: await getInfoPage(db, request.params.code, request.query.lang) }),
  );

  api.get(
    '/content/seo-pages',
    {
      config: { access: 'public' },
      schema: {
        summary: 'SEO titles and descriptions by path; seo_main is the fallback',
        tags: ['content'],
        querystring: languageQuerySchema,
        response: { 200: seoPagesResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => cacheable(reply).send({ items: await getSeoPages(db, request.query.lang) }),
  );

  api.get(
    '/content/licence',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The licence text shown in the footer',
        tags: ['content'],
        querystring: languageQuerySchema,
        response: { 200: licenceResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => cacheable(reply).send(await getLicence(db, request.query.lang)),
  );

  api.get(
    '/content/faq',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Frequently asked questions, in order',
        tags: ['content'],
        querystring: languageQuerySchema,
        response: { 200: faqResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => cacheable(reply).send({ items: await getFaq(db, request.query.lang) }),
  );
}
