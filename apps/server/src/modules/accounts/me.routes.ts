import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { Accounts } from './accounts.module.ts';
import { setSessionCookies } from './cookies.ts';
import { principalOf } from '../../platform/http/access.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { clientInfo, secureCookies, withRetryAfter } from './route-helpers.ts';

export function registerMeRoutes(app: FastifyInstance, platform: Platform, accounts: Accounts): void {
  const secure = secureCookies(platform.config);

  // Personal data: never stored by shared caches or kept by the browser.
  const personal = {
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
    },
  };

  registerEndpoint(app, 'getMe', personal, async (request) =>
    accounts.profiles.userInfo(principalOf(request).userId),
  );

  registerEndpoint(app, 'getProfile', personal, async (request) =>
    accounts.profiles.profile(principalOf(request).userId),
  );

  registerEndpoint(app, 'updateProfile', personal, async (request) =>
    accounts.profiles.updateProfile(principalOf(request).userId, request.body),
  );

  registerEndpoint(app, 'updateLanguage', personal, async (request, reply) => {
    await accounts.profiles.setLanguage(principalOf(request).userId, request.body.language);
    return reply.status(204).send(null);
  });

  registerEndpoint(app, 'changePassword', personal, async (request, reply) => {
    const session = await withRetryAfter(reply, () =>
      accounts.passwords.change(principalOf(request), request.body, clientInfo(request, platform.config).ip),
    );
    setSessionCookies(reply, session, secure);
    return reply.status(204).send(null);
  });

  registerEndpoint(app, 'getSessions', personal, async (request) => {
    const principal = principalOf(request);
    return { items: await accounts.sessions.list(principal.userId, principal.sessionId) };
  });

  registerEndpoint(app, 'endOtherSessions', personal, async (request) => {
    const principal = principalOf(request);
    return { ended: await accounts.sessions.endOthers(principal.userId, principal.sessionId) };
  });

  registerEndpoint(app, 'endSession', personal, async (request, reply) => {
    const ended = await accounts.sessions.endOwn(principalOf(request).userId, request.params.id);
    if (!ended) return reply.status(404).send({ error: { code: 'not_found', message: 'session not found' } });
    return reply.status(204).send(null);
  });
}
