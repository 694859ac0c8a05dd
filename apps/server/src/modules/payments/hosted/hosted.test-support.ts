import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { signTimestamped } from '@casino/server-kit';
import { webhookPath } from '../provider.ts';
import {
  HOSTED_CHECKOUTS_PATH,
  HOSTED_PAYOUTS_PATH,
  HOSTED_PROVIDER,
  HOSTED_SIGNATURE_HEADER,
  type HostedEvent,
} from './hosted-wire.ts';

export const FAKE_API_KEY = 'fake-provider-api-key-0123456789';
export const FAKE_WEBHOOK_SECRET = 'fake-provider-webhook-secret-0123456789';
export const HOSTED_WEBHOOK_PATH = webhookPath(HOSTED_PROVIDER);

/** How the fake answers payouts: as the provider would, or as a provider in trouble. */
export type PayoutBehaviour = 'accept' | 'fail' | 'unavailable' | 'silent';

export interface FakeCall {
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeHostedProvider {
  /** The API base to configure (PAYMENT_HOSTED_API_URL). */
  readonly url: string;
  readonly calls: FakeCall[];
  payouts: PayoutBehaviour;
  /** Checkouts answered with HTTP 503 while true. */
  checkoutsDown: boolean;
  /** How long a `silent` payout keeps the caller waiting before it answers. */
  silentMs: number;
  close(): Promise<void>;
}

/**
 * A stand-in for a hosted-payment-page provider's API on 127.0.0.1, speaking the wire format of hosted-wire.ts:
 * checkouts (one per idempotency key), payouts that accept, fail, break (503) or keep the caller waiting, and a
 * record of every call.
 */
export async function startFakeHostedProvider(): Promise<FakeHostedProvider> {
  const app: FastifyInstance = Fastify({ forceCloseConnections: true });
  const checkouts = new Map<string, string>();
  const state = { payouts: 'accept' as PayoutBehaviour, checkoutsDown: false, silentMs: 2_000 };
  const calls: FakeCall[] = [];
  const record = (path: string, headers: Record<string, unknown>, body: unknown) => {
    const call = {
      path,
      authorization: typeof headers.authorization === 'string' ? headers.authorization : undefined,
      idempotencyKey: typeof headers['idempotency-key'] === 'string' ? headers['idempotency-key'] : undefined,
      body: body as Record<string, unknown>,
    };
    calls.push(call);
    return call;
  };
  const authorized = (call: FakeCall) => call.authorization === `Bearer ${FAKE_API_KEY}`;

  app.post(HOSTED_CHECKOUTS_PATH, async (request, reply) => {
    const call = record(HOSTED_CHECKOUTS_PATH, request.headers, request.body);
    if (!authorized(call)) return reply.status(401).send({ error: 'bad key' });
    if (state.checkoutsDown) return reply.status(503).send({ error: 'maintenance' });
    const key = call.idempotencyKey ?? '';
    const id = checkouts.get(key) ?? `chk_${checkouts.size + 1}`;
    checkouts.set(key, id);
    return reply.status(201).send({ id, redirectUrl: `https://pay.provider.test/checkout/${id}` });
  });

  app.post(HOSTED_PAYOUTS_PATH, async (request, reply) => {
    const call = record(HOSTED_PAYOUTS_PATH, request.headers, request.body);
    if (!authorized(call)) return reply.status(401).send({ error: 'bad key' });
    if (state.payouts === 'unavailable') return reply.status(503).send({ error: 'maintenance' });
    if (state.payouts === 'fail')
      return reply.status(422).send({ status: 'failed', reason: 'The account is closed.' });
    if (state.payouts === 'silent') await new Promise((resolve) => setTimeout(resolve, state.silentMs));
    return reply.status(201).send({ status: 'accepted', id: `po_${call.idempotencyKey ?? ''}` });
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return Object.assign(state, { url, calls, close: () => app.close() });
}

/** A provider's webhook event about a checkout. */
export function hostedEvent(
  data: HostedEvent['data'],
  id = `evt_${data.checkoutId}_${data.status}`,
): HostedEvent {
  return { id, type: 'checkout.updated', data };
}

/** The raw body of the provider's webhook approving a deposit, whose checkout ends its page address. */
export function hostedApproval(deposit: { paymentId: string; redirectUrl: string }, amount: number): string {
  return JSON.stringify(
    hostedEvent({
      checkoutId: deposit.redirectUrl.split('/').pop() ?? '',
      merchantPaymentId: deposit.paymentId,
      status: 'approved',
      amount,
      currency: 'EUR',
    }),
  );
}

/** The signature header the provider sends with `raw` posted to `path` (the platform's webhook by default). */
export function hostedSignature(
  raw: string,
  options: { path?: string; at?: Date; secret?: string; method?: string } = {},
): string {
  return signTimestamped(
    options.secret ?? FAKE_WEBHOOK_SECRET,
    { method: options.method ?? 'POST', path: options.path ?? HOSTED_WEBHOOK_PATH, body: raw },
    options.at ?? new Date(),
  );
}

/** The headers of a signed webhook delivery. */
export function hostedWebhookHeaders(signature: string): Record<string, string> {
  return { 'content-type': 'application/json', [HOSTED_SIGNATURE_HEADER]: signature };
}
