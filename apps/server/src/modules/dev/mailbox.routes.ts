import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { renderMailboxPage } from './mailbox-page.ts';

const MAILBOX_SIZE = 50;

/** Development only: the mail outbox, readable without an SMTP server (see modules/index.ts). */
export function registerMailboxRoutes(app: FastifyInstance, mailer: Mailer): void {
  registerEndpoint(app, 'getDevMailbox', async (_request, reply) => {
    const mails = await mailer.recent(MAILBOX_SIZE);
    return reply.header('cache-control', 'no-store').send({
      items: mails.map((mail) => ({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        createdAt: mail.createdAt.toISOString(),
        sentAt: mail.sentAt?.toISOString() ?? null,
      })),
    });
  });
  // An HTML page, not a JSON endpoint: outside the API map (ROUTES_OUTSIDE_API_MAP).
  app.get(
    '/dev/mailbox/page',
    { config: { access: 'dev' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(await mailer.recent(MAILBOX_SIZE))),
  );
}
