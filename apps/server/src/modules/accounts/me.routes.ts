import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeSessionsResponseSchema,
  changePasswordRequestSchema,
  endedSessionsResponseSchema,
  errorBodySchema,
  languageUpdateSchema,
  profileSchema,
  profileUpdateSchema,
  sessionIdParamsSchema,
  userInfoSchema,
} from '@casino/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Accounts } from './accounts.module.ts';
import { setSessionCookies } from './cookies.ts';
import { principalOf } from '../../platform/http/access.ts';
import { clientInfo, secureCookies, withRetryAfter } from './route-helpers.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export function registerMeRoutes(app: FastifyInstance, platform: Platform, accounts: Accounts): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secure = secureCookies(platform.config);
  const tags = ['accounts'];
  const access = 'signed-in' as const;

  // Personal data: never stored by shared caches or kept by the browser.
  const onRequest = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };

  api.get(
    '/me',
    {
      config: { access },
      onRequest,
      schema: { summary: 'The user full info', tags, response: { 200: userInfoSchema, ...errors } },
    },
    async (request) => accounts.profiles.userInfo(principalOf(request).userId),
  );

  api.get(
    '/me/profile',
    {
      config: { access },
      onRequest,
      schema: { summary: 'The profile fields of §3', tags, response: { 200: profileSchema, ...errors } },
    },
    async (request) => accounts.profiles.profile(principalOf(request).userId),
  );

  api.put(
    '/me/profile',
    {
      config: { access },
      onRequest,
      schema: {
        summary: 'Saves the profile fields',
        tags,
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => accounts.profiles.updateProfile(principalOf(request).userId, request.body),
  );

  api.put(
    '/me/language',
    {
      config: { access },
      onRequest,
      schema: {
        summary: "Saves the signed-in player's language",
        tags,
        body: languageUpdateSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.profiles.setLanguage(principalOf(request).userId, request.body.language);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/me/password',
    {
      config: { access },
      onRequest,
      schema: {
        summary: 'Changes the password; this session continues with a new token, the others stay',
        tags,
        body: changePasswordRequestSchema,
        response: { 204: z.null(), ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await withRetryAfter(reply, () =>
        accounts.passwords.change(
          principalOf(request),
          request.body,
          clientInfo(request, platform.config).ip,
        ),
      );
      setSessionCookies(reply, session, secure);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/me/sessions',
    {
      config: { access },
      onRequest,
      schema: {
        summary: "The signed-in player's active sessions",
        tags,
        response: { 200: activeSessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return { items: await accounts.sessions.list(principal.userId, principal.sessionId) };
    },
  );

  api.delete(
    '/me/sessions/others',
    {
      config: { access },
      onRequest,
      schema: {
        summary: 'Ends every session of the player except this one',
        tags,
        response: { 200: endedSessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return { ended: await accounts.sessions.endOthers(principal.userId, principal.sessionId) };
    },
  );

  api.delete(
    '/me/sessions/:id',
    {
      config: { access },
      onRequest,
      schema: {
        summary: "Ends one of the player's sessions",
        tags,
        params: sessionIdParamsSchema,
        response: { 204: z.null(), ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const ended = await accounts.sessions.endOwn(principalOf(request).userId, request.params.id);
      if (!ended)
        return reply.status(404).send({ error: { code: 'not_found', message: 'session not found' } });
      return reply.status(204).send(null);
    },
  );
}
