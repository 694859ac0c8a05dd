import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../platform/mailer/mailer.ts';
import { useTestApp } from '../../test/test-platform.ts';
import { MANY_REGISTRATIONS, registerPlayer, uniqueEmail } from '../../test/test-accounts.ts';
import { createAccounts } from './accounts.module.ts';
import { registerAuthRoutes } from './auth.routes.ts';

/** Settles when `promise` does, or fails after `ms` naming what took too long. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
  ]);
}

/** A promise that settles only when the test opens it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('password reset: the answer does not wait for the address to be looked up', () => {
  const test = useTestApp('pglite', { config: MANY_REGISTRATIONS });

  /** The auth routes over the real accounts module, with the mail work replaced by `mailResetLink`. */
  async function authRoutesWith(
    mailResetLink: (email: string) => Promise<void>,
    logLines: string[] = [],
  ): Promise<FastifyInstance> {
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const mailer = createMailer({ db: test.database.db, config: test.platform.config, log: test.app.log });
    const accounts = createAccounts(test.platform, {
      mailer,
      verificationStatusOf: async () => 'not_verified',
    });
    const withSlowMail = { ...accounts, passwords: { ...accounts.passwords, mailResetLink } };
    await app.register(async (api) => registerAuthRoutes(api, test.platform, withSlowMail), {
      prefix: '/api',
    });
    await app.ready();
    return app;
  }
  const resetRequest = (app: FastifyInstance, email: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });

  it('answers 202 while the lookup is still waiting, then does it', async () => {
    const lookup = gate();
    const lookedUp: string[] = [];
    const app = await authRoutesWith(async (email) => {
      await lookup.opened;
      lookedUp.push(email);
    });
    const player = await registerPlayer(test.app);

    const answer = await within(resetRequest(app, player.email, '192.0.2.201'), 2000, 'the answer');
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ accepted: true });
    expect(lookedUp).toEqual([]);

    lookup.open();
    await vi.waitFor(() => expect(lookedUp).toEqual([player.email]));
    await app.close();
  });

  it('logs a failure of the mail work and still answers 202', async () => {
    const logLines: string[] = [];
    const app = await authRoutesWith(async () => {
      throw new Error('the outbox is unreachable');
    }, logLines);

    const answer = await resetRequest(app, uniqueEmail(), '192.0.2.202');
    expect(answer.statusCode).toBe(202);
    await vi.waitFor(() => expect(logLines.join('\n')).toContain('password reset mail failed'));
    expect(logLines.join('\n')).toContain('the outbox is unreachable');
    await app.close();
  });

  it('answers a known and an unknown address alike, and mails the known one afterwards', async () => {
    const player = await registerPlayer(test.app);
    const request = (email: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email },
        remoteAddress: '192.0.2.203',
      });
    const known = await request(player.email);
    const unknown = await request(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);

    await vi.waitFor(
      async () => {
        const mailbox = await test.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
        const items = mailbox.json<{ items: Array<{ to: string }> }>().items;
        expect(items.map((mail) => mail.to)).toContain(player.email);
      },
      { timeout: 5000, interval: 20 },
    );
  });
});
