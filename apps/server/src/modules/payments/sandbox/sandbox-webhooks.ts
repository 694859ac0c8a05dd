import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { sandboxProviderPayments } from '../payments.tables.ts';
import type { ProviderOutcome } from '../provider.ts';
import { sandboxEvent } from './sandbox-event.ts';
import { signSandboxPayload } from './sandbox-signature.ts';

type SandboxPayment = typeof sandboxProviderPayments.$inferSelect;

/** Delivery attempts before the sandbox gives up, as real providers do after a day or so. */
export const MAX_DELIVERY_ATTEMPTS = 12;

/** 30 s, 1 min, 2 min… doubling up to an hour between attempts. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** (failedAttempts - 1), 3_600_000);
}

export interface SandboxWebhookDeps {
  db: Db;
  secret: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Sends one signed webhook call to the platform and answers its HTTP status (0 when it did not answer). */
  send: (rawBody: string, signature: string) => Promise<number>;
}

/**
 * The sandbox provider's webhook sender. A decision is delivered at once; a delivery the platform does not
 * acknowledge with a 2xx is retried with growing delays (redeliverDue, run by a periodic job), each time with
 * the same event id and a fresh signature.
 */
export function createSandboxWebhooks({ db, secret, now, log, send }: SandboxWebhookDeps) {
  async function deliver(payment: SandboxPayment): Promise<boolean> {
    const at = now();
    const raw = JSON.stringify(
      sandboxEvent(
        {
          paymentId: payment.id,
          merchantPaymentId: payment.merchantPaymentId,
          status: payment.state as ProviderOutcome,
          amount: payment.amount,
          currency: payment.currency,
        },
        at,
      ),
    );
    const status = await send(raw, signSandboxPayload(secret, raw, at)).catch(() => 0);
    if (status >= 200 && status < 300) {
      await db
        .update(sandboxProviderPayments)
        .set({ webhookDeliveredAt: at, nextDeliveryAt: null })
        .where(eq(sandboxProviderPayments.id, payment.id));
      return true;
    }
    const attempts = payment.deliveryAttempts + 1;
    const givingUp = attempts >= MAX_DELIVERY_ATTEMPTS;
    await db
      .update(sandboxProviderPayments)
      .set({
        deliveryAttempts: attempts,
        nextDeliveryAt: givingUp ? null : new Date(at.getTime() + retryDelayMs(attempts)),
      })
      .where(eq(sandboxProviderPayments.id, payment.id));
    log[givingUp ? 'error' : 'warn'](
      { status, paymentId: payment.id, attempts },
      givingUp ? 'sandbox webhook undelivered, giving up' : 'sandbox webhook refused, will retry',
    );
    return false;
  }

  return {
    deliver,

    /** Retries every delivery that is due; answers how many were delivered now. */
    async redeliverDue(): Promise<number> {
      const due = await db
        .select()
        .from(sandboxProviderPayments)
        .where(
          and(
            isNull(sandboxProviderPayments.webhookDeliveredAt),
            lte(sandboxProviderPayments.nextDeliveryAt, now()),
          ),
        )
        .orderBy(asc(sandboxProviderPayments.nextDeliveryAt))
        .limit(100);
      let delivered = 0;
      for (const payment of due) if (await deliver(payment)) delivered += 1;
      return delivered;
    },
  };
}
