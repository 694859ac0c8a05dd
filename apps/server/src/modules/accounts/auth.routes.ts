import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  handoffPreviewRequestSchema,
  handoffPreviewSchema,
  handoffRequestSchema,
  handoffTokenResponseSchema,
  loginRequestSchema,
  passwordResetAcceptedSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registrationRequestSchema,
  sessionResponseSchema,
  sessionReturnPreviewRequestSchema,
  sessionReturnRequestSchema,
  sessionStateResponseSchema,
} from '@casino/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Accounts } from './accounts.module.ts';
import type { Caller } from './auth.service.ts';
import { clearSessionCookies, setSessionCookies } from './cookies.ts';
import { principalOf } from '../../platform/http/access.ts';
import { clientInfo, runAfterAnswer, secureCookies, withRetryAfter } from './route-helpers.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
/** The answers of the routes that take a one-time token from a link. */
const linkErrors = { ...errors, 409: errorBodySchema, 429: errorBodySchema };

const callerOf = (request: FastifyRequest): Caller | null =>
  request.principal ? { userId: request.principal.userId, sessionId: request.principal.sessionId } : null;

export function registerAuthRoutes(app: FastifyInstance, platform: Platform, accounts: Accounts): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = platform;
  const secure = secureCookies(config);
  const tags = ['accounts'];
  // Before validation, so that malformed tokens count toward the address's limit too.
  const admitHandoff = async (request: FastifyRequest, reply: FastifyReply) => {
    await withRetryAfter(reply, () => accounts.auth.admitHandoff(clientInfo(request, config).ip));
  };

  api.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Creates a player account and signs it in (session cookies)',
        tags,
        body: registrationRequestSchema,
        response: { 201: sessionResponseSchema, ...errors, 409: errorBodySchema, 429: errorBodySchema },
      },
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

  api.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Signs in with e-mail and password; a new session token every time',
        tags,
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, session } = await withRetryAfter(reply, () =>
        accounts.auth.login(request.body, clientInfo(request, config)),
      );
      setSessionCookies(reply, session, secure);
      return reply.send({ user });
    },
  );

  api.post(
    '/auth/logout',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Ends the server session and clears its cookies',
        tags,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await accounts.sessions.end(principalOf(request).sessionId);
      clearSessionCookies(reply, secure);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/auth/session',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Who is signed in: the user full info, or null for a guest',
        tags,
        response: { 200: sessionStateResponseSchema },
      },
    },
    async (request, reply) => {
      const user = request.principal ? await accounts.profiles.userInfoIfAny(request.principal.userId) : null;
      return reply.header('cache-control', 'no-store').send({ user });
    },
  );

  api.post(
    '/auth/password-reset',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Mails a reset link (valid 30 minutes, single use); the same answer in the same time for any address',
        tags,
        body: passwordResetRequestSchema,
        response: { 202: passwordResetAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const admitted = await accounts.passwords.admitReset(email, clientInfo(request, config).ip);
      reply.status(202).send({ accepted: true });
      // Looking the address up and mailing take longer when it has an account: only after the answer.
      if (admitted)
        runAfterAnswer(request.log, 'password reset mail', () => accounts.passwords.mailResetLink(email));
      return reply;
    },
  );

  api.post(
    '/auth/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sets a new password with a reset token and ends every session of the account',
        tags,
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.passwords.confirmReset(request.body);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/auth/handoff-token',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'A one-time token (5 minutes) for the `account` URL parameter',
        tags,
        response: { 200: handoffTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await accounts.auth.issueHandoffToken(principalOf(request).userId)),
  );

  api.post(
    '/auth/handoff/preview',
    {
      config: { access: 'public' },
      preValidation: admitHandoff,
      schema: {
        summary: 'Which account an `account` hand-off token opens (e-mail masked), without using the token',
        tags,
        body: handoffPreviewRequestSchema,
        response: { 200: handoffPreviewSchema, ...linkErrors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await accounts.auth.preview('handoff', request.body.token, callerOf(request))),
  );

  api.post(
    '/auth/handoff',
    {
      config: { access: 'public' },
      preValidation: admitHandoff,
      schema: {
        summary:
          'Exchanges an `account` hand-off token for a new session (another account’s only with `confirm`)',
        tags,
        body: handoffRequestSchema,
        response: { 200: sessionResponseSchema, ...linkErrors },
      },
    },
    async (request, reply) => {
      const { user, session } = await accounts.auth.redeem(
        'handoff',
        request.body.token,
        clientInfo(request, config),
        callerOf(request),
        request.body.confirm === true,
      );
      setSessionCookies(reply, session, secure);
      return reply.send({ user });
    },
  );

  api.post(
    '/auth/session-return/preview',
    {
      config: { access: 'public' },
      preValidation: admitHandoff,
      schema: {
        summary: 'Which account a session-return token opens (e-mail masked), without using the token',
        tags,
        body: sessionReturnPreviewRequestSchema,
        response: { 200: handoffPreviewSchema, ...linkErrors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await accounts.auth.preview('session_return', request.body.sessionUuid, callerOf(request))),
  );

  api.post(
    '/auth/session-return',
    {
      config: { access: 'public' },
      preValidation: admitHandoff,
      schema: {
        summary:
          'Restores a session from the `reauth/{session}` link (another account’s only with `confirm`)',
        tags,
        body: sessionReturnRequestSchema,
        response: { 200: sessionResponseSchema, ...linkErrors },
      },
    },
    async (request, reply) => {
      const { user, session } = await accounts.auth.redeem(
        'session_return',
        request.body.sessionUuid,
        clientInfo(request, config),
        callerOf(request),
        request.body.confirm === true,
      );
      setSessionCookies(reply, session, secure);
      return reply.send({ user });
    },
  );
}
