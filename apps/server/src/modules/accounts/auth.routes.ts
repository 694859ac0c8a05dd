import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { Accounts } from './accounts.module.ts';
import type { Caller } from './auth.service.ts';
import { clearSessionCookies, setSessionCookies } from './cookies.ts';
import { principalOf } from '../../platform/http/access.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { clientInfo, runAfterAnswer, secureCookies, withRetryAfter } from './route-helpers.ts';

const callerOf = (request: FastifyRequest): Caller | null =>
  request.principal ? { userId: request.principal.userId, sessionId: request.principal.sessionId } : null;

export function registerAuthRoutes(app: FastifyInstance, platform: Platform, accounts: Accounts): void {
  const { config } = platform;
  const secure = secureCookies(config);
  // Before validation, so that malformed tokens count toward the address's limit too.
  const admitHandoff = async (request: FastifyRequest, reply: FastifyReply) => {
    await withRetryAfter(reply, () => accounts.auth.admitHandoff(clientInfo(request, config).ip));
  };

  registerEndpoint(
    app,
    'register',
    {
      // Before validation, so that malformed attempts count toward the address's limit too.
      preValidation: async (request, reply) => {
        await withRetryAfter(reply, () => accounts.auth.admitRegistration(clientInfo(request, config).ip));
      },
    },
    async (request, reply) => {
      const { user, session } = await accounts.auth.register(request.body, clientInfo(request, config));
      setSessionCookies(reply, session, secure);
      return reply.status(201).send({ user });
    },
  );

  registerEndpoint(app, 'login', async (request, reply) => {
    const { user, session } = await withRetryAfter(reply, () =>
      accounts.auth.login(request.body, clientInfo(request, config)),
    );
    setSessionCookies(reply, session, secure);
    return reply.send({ user });
  });

  registerEndpoint(app, 'logout', async (request, reply) => {
    await accounts.sessions.end(principalOf(request).sessionId);
    clearSessionCookies(reply, secure);
    return reply.status(204).send(null);
  });

  registerEndpoint(app, 'getSession', async (request, reply) => {
    const user = request.principal ? await accounts.profiles.userInfoIfAny(request.principal.userId) : null;
    return reply.header('cache-control', 'no-store').send({ user });
  });

  registerEndpoint(app, 'requestPasswordReset', async (request, reply) => {
    const { email } = request.body;
    const admitted = await accounts.passwords.admitReset(email, clientInfo(request, config).ip);
    reply.status(202).send({ accepted: true });
    // Looking the address up and mailing take longer when it has an account: only after the answer.
    if (admitted)
      runAfterAnswer(request.log, 'password reset mail', () => accounts.passwords.mailResetLink(email));
    return reply;
  });

  registerEndpoint(app, 'confirmPasswordReset', async (request, reply) => {
    await accounts.passwords.confirmReset(request.body);
    return reply.status(204).send(null);
  });

  registerEndpoint(app, 'createHandoffToken', async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await accounts.auth.issueHandoffToken(principalOf(request).userId)),
  );

  registerEndpoint(app, 'previewHandoff', { preValidation: admitHandoff }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await accounts.auth.preview('handoff', request.body.token, callerOf(request))),
  );

  registerEndpoint(app, 'redeemHandoff', { preValidation: admitHandoff }, async (request, reply) => {
    const { user, session } = await accounts.auth.redeem(
      'handoff',
      request.body.token,
      clientInfo(request, config),
      callerOf(request),
      request.body.confirm === true,
    );
    setSessionCookies(reply, session, secure);
    return reply.send({ user });
  });

  registerEndpoint(app, 'previewSessionReturn', { preValidation: admitHandoff }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await accounts.auth.preview('session_return', request.body.sessionUuid, callerOf(request))),
  );

  registerEndpoint(app, 'redeemSessionReturn', { preValidation: admitHandoff }, async (request, reply) => {
    const { user, session } = await accounts.auth.redeem(
      'session_return',
      request.body.sessionUuid,
      clientInfo(request, config),
      callerOf(request),
      request.body.confirm === true,
    );
    setSessionCookies(reply, session, secure);
    return reply.send({ user });
  });
}
