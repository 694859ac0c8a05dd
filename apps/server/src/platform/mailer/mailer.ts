import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from './mailer.tables.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
export type OutboxMail = typeof mailOutbox.$inferSelect;

export interface Mailer {
  /** Writes the mail to the outbox, then tries to send the outbox in the background. */
  enqueue(mail: Mail): Promise<void>;
  /** Sends what waits in the outbox; returns how many were sent. */
  drain(): Promise<number>;
  /** The newest mails of the outbox, for the development mailbox. */
  recent(limit: number): Promise<OutboxMail[]>;
}

const MAX_ATTEMPTS = 5;

/**
 * Mail goes through the `mail_outbox` table: with SMTP_URL it is sent by SMTP (and retried on failure);
 * without it the mail stays in the outbox, readable in the development mailbox. In production a missing
 * SMTP_URL is an error worth a log line, and the mail is kept for when it is configured.
 */
export function createMailer(options: { db: Db; config: Config; log: FastifyBaseLogger }): Mailer {
  const { db, config, log } = options;
  const transport: Transporter | undefined = config.smtpUrl ? createTransport(config.smtpUrl) : undefined;
  let draining: Promise<number> | undefined;

  async function sendWaiting(): Promise<number> {
    if (!transport) {
      if (config.isProduction) log.error('SMTP_URL is not set: mail stays in the outbox unsent');
      return 0;
    }
    const waiting = await db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(mailOutbox.createdAt)
      .limit(50);
    let sent = 0;
    for (const mail of waiting) {
      // Claiming the row first keeps two nodes from sending the same mail.
      const [claimed] = await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), attempts: mail.attempts + 1 })
        .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt)))
        .returning({ id: mailOutbox.id });
      if (!claimed) continue;
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error({ mailId: mail.id, err: message }, 'sending mail failed');
        await db.update(mailOutbox).set({ sentAt: null, error: message }).where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  }

  const drain = () => {
    draining ??= sendWaiting().finally(() => (draining = undefined));
    return draining;
  };

  return {
    async enqueue(mail) {
      await db.insert(mailOutbox).values(mail);
      drain().catch((error: unknown) => log.error({ err: error }, 'mail outbox drain failed'));
    },
    drain,
    recent: (limit) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit),
  };
}
