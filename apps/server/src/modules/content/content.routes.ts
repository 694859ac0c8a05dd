import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { Platform } from '../../platform/platform.ts';
import { getFaq, getInfoPage, getInfoPageTree, getLicence, getSeoPages } from './content.service.ts';

/** Public content is the same for everyone: browsers and shared caches may keep it for a minute. */
function cacheable(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'public, max-age=60');
}

export function registerContentRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  registerEndpoint(app, 'getInfoPages', async (request, reply) =>
    cacheable(reply).send({ items: await getInfoPageTree(db, request.query.lang) }),
  );
  registerEndpoint(app, 'getInfoPage', async (request, reply) =>
    cacheable(reply).send({ page: await getInfoPage(db, request.params.code, request.query.lang) }),
  );
  registerEndpoint(app, 'getSeoPages', async (request, reply) =>
    cacheable(reply).send({ items: await getSeoPages(db, request.query.lang) }),
  );
  registerEndpoint(app, 'getLicence', async (request, reply) =>
    cacheable(reply).send(await getLicence(db, request.query.lang)),
  );
  registerEndpoint(app, 'getFaq', async (request, reply) =>
    cacheable(reply).send({ items: await getFaq(db, request.query.lang) }),
  );
}
