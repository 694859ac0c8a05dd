import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Mailer } from '../../platform/mailer/mailer.ts';
import { renderMailboxPage } from './mailbox-page.ts';

const MAILBOX_SIZE = 50;

const mailboxSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});

/** Development only: the mail outbox, readable without an SMTP server (see modules/index.ts). */
export function registerMailboxRoutes(app: FastifyInstance, mailer: Mailer): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/dev/mailbox',
    {
      config: { access: 'dev' },
      schema: {
        summary: 'Development only: the newest mails of the outbox',
        tags: ['dev'],
        response: { 200: mailboxSchema },
      },
    },
    async (_request, reply) => {
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
    },
  );
  api.get(
    '/dev/mailbox/page',
    { config: { access: 'dev' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(await mailer.recent(MAILBOX_SIZE))),
  );
}
