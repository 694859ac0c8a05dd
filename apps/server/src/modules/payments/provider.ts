import type { IncomingHttpHeaders } from 'node:http';
import type { WithdrawalMethod } from '@casino/contracts';

/** What a bank deposit provider reports about a payment; the platform maps it to a deposit status. */
export type ProviderOutcome = 'approved' | 'declined' | 'cancelled' | 'pending';

/** A verified webhook event, in the platform's terms. */
export interface ProviderEvent {
  /** Unique per event; a replayed event carries the same id. */
  eventId: string;
  /** The platform's payment id that the provider was given at creation. */
  merchantPaymentId: string;
  providerReference: string;
  outcome: ProviderOutcome;
  amount: number;
  currency: string;
}

/** A webhook call as the platform received it: what a provider's signature covers. */
export interface WebhookRequest {
  method: string;
  /** The path as received, without the query string. */
  path: string;
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
}

export interface CreatePaymentInput {
  paymentId: string;
  amount: number;
  currency: string;
  description: string;
}

export interface PayoutInput {
  withdrawalId: string;
  method: WithdrawalMethod;
  amount: number;
  currency: string;
  account: string | null;
  cardHolderName: string | null;
  walletAddress: string | null;
  walletTag: string | null;
}

/**
 * A payout's answer. `unknown`: the provider gave no final answer (no answer in time, a network failure, a 5xx),
 * so it may or may not have paid; the withdrawal stays processing and is asked again with the same id.
 */
export type PayoutResult =
  | { outcome: 'accepted'; reference: string }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'unknown'; reason: string };

/** Thrown by verifyWebhook when a request did not come from the provider (or is stale): answered 401. */
export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
}

/** Where the platform receives a provider's webhooks. */
export function webhookPath(providerName: string): string {
  return `/api/payments/webhook/${providerName}`;
}

/**
 * A payment provider behind its real protocol: the player pays on the provider's hosted page, the provider
 * reports the result through a signed webhook, and payouts are requested by the platform.
 */
export interface PaymentProvider {
  /** Name used in URLs (webhookPath) and as the key of its clearing account. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<{ providerReference: string; redirectUrl: string }>;
  /** Checks the signature (method, path and body) and freshness of a webhook call; throws WebhookRejected. */
  verifyWebhook(request: WebhookRequest): ProviderEvent;
  payout(withdrawal: PayoutInput): Promise<PayoutResult>;
}
