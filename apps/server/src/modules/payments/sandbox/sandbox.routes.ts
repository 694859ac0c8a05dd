import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import type { JobScheduler } from '../../../platform/jobs/scheduler.ts';
import { sandboxProviderPayments } from '../payments.tables.ts';
import type { ProviderOutcome } from '../provider.ts';
import { returnPath } from '../return-paths.ts';
import {
  SANDBOX_CSRF_FIELD,
  SANDBOX_DECISIONS,
  renderSandboxPage,
  type SandboxDecision,
} from './sandbox-page.ts';
import {
  csrfMatches,
  isRefusal,
  payerSession,
  type SandboxPayerDeps,
  type SandboxRefusal,
} from './sandbox-payer.ts';
import { SANDBOX_PAGE_PATH, SANDBOX_WEBHOOK_PATH } from './sandbox-paths.ts';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox-signature.ts';
import { createSandboxWebhooks } from './sandbox-webhooks.ts';

export { SANDBOX_WEBHOOK_PATH } from './sandbox-paths.ts';

const OUTCOME: Record<SandboxDecision, ProviderOutcome> = {
  approve: 'approved',
  decline: 'declined',
  cancel: 'cancelled',
  pending: 'pending',
};
const OPEN_STATES = ['open', 'pending'];

const paramsSchema = z.object({ id: z.uuid() });
const decisionSchema = z.object({
  decision: z.enum(SANDBOX_DECISIONS),
  [SANDBOX_CSRF_FIELD]: z.string().max(200).optional(),
});

export interface SandboxPagesDeps extends SandboxPayerDeps {
  db: Db;
  publicUrl: string;
  secret: string;
  now: () => Date;
  jobs: JobScheduler;
}

const refuse = (reply: FastifyReply, refusal: SandboxRefusal) =>
  reply.status(refusal.status).header('cache-control', 'no-store').type('text/plain').send(refusal.message);

/**
 * The sandbox provider's hosted page under /sandbox-pay/:id (outside /api: it is the provider's site, not the
 * platform's API). Only the paying player's own session sees it and decides (sandbox-payer.ts); a decision is
 * recorded, reported to the platform's webhook as a signed event, and the player is redirected back to the
 * casino; deliveries the platform refuses are retried (sandbox-webhooks.ts).
 */
export async function registerSandboxPages(app: FastifyInstance, deps: SandboxPagesDeps): Promise<void> {
  const { db } = deps;
  const webhooks = createSandboxWebhooks({
    db,
    secret: deps.secret,
    now: deps.now,
    log: app.log,
    // The platform's webhook is called through the same HTTP route a remote provider would call.
    send: async (rawBody, signature) => {
      const answer = await app.inject({
        method: 'POST',
        url: SANDBOX_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: rawBody,
      });
      return answer.statusCode;
    },
  });
  deps.jobs.every('sandbox.webhook-redelivery', 30_000, async () => {
    await webhooks.redeliverDue();
  });
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const find = async (id: string) => {
      const [row] = await db.select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.id, id));
      return row;
    };

    scope.get(`${SANDBOX_PAGE_PATH}/:id`, async (request, reply) => {
      const params = paramsSchema.safeParse(request.params);
      const payment = params.success ? await find(params.data.id) : undefined;
      const payer = await payerSession(request, payment, deps);
      if (isRefusal(payer)) return refuse(reply, payer);
      if (!payment) return refuse(reply, { status: 404, message: 'No such payment.' });
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          renderSandboxPage({
            ...payment,
            csrfToken: payer.csrfToken,
            returnUrl: `${deps.publicUrl}${returnPath(payment.state, payment.merchantPaymentId)}`,
          }),
        );
    });

    scope.post(`${SANDBOX_PAGE_PATH}/:id`, async (request, reply) => {
      const params = paramsSchema.safeParse(request.params);
      const body = decisionSchema.safeParse(request.body);
      if (!params.success || !body.success)
        return reply.status(400).type('text/plain').send('Choose one of the offered answers.');
      const payer = await payerSession(request, await find(params.data.id), deps);
      if (isRefusal(payer)) return refuse(reply, payer);
      if (!csrfMatches(body.data[SANDBOX_CSRF_FIELD], payer.csrfToken))
        return refuse(reply, { status: 403, message: 'This form has expired. Open the payment page again.' });
      const outcome = OUTCOME[body.data.decision];
      const [changed] = await db
        .update(sandboxProviderPayments)
        .set({
          state: outcome,
          updatedAt: deps.now(),
          webhookDeliveredAt: null,
          deliveryAttempts: 0,
          nextDeliveryAt: deps.now(),
        })
        .where(
          and(
            eq(sandboxProviderPayments.id, params.data.id),
            inArray(sandboxProviderPayments.state, OPEN_STATES),
          ),
        )
        .returning();
      const payment = changed ?? (await find(params.data.id));
      if (!payment) return refuse(reply, { status: 404, message: 'No such payment.' });
      if (changed) await webhooks.deliver(changed);
      return reply.redirect(`${deps.publicUrl}${returnPath(payment.state, payment.merchantPaymentId)}`, 303);
    });
  });
}
