import { z } from 'zod';

/**
 * The hosted-payment-page provider's wire format (docs/payments.md, "The hosted provider"): what the platform
 * sends to the provider's API and what it accepts back. An operator connects a real provider by translating
 * between its API and these shapes.
 */

export const HOSTED_PROVIDER = 'hosted';
/** The webhook signature header: `t=<unix>,v2=<hex HMAC-SHA256>` as in signTimestamped (@casino/server-kit). */
export const HOSTED_SIGNATURE_HEADER = 'x-payment-signature';
export const HOSTED_CHECKOUTS_PATH = '/checkouts';
export const HOSTED_PAYOUTS_PATH = '/payouts';

const outcome = z.enum(['approved', 'declined', 'cancelled', 'pending']);

/** POST /checkouts: opens the provider's hosted page for one platform payment. */
export interface HostedCheckoutRequest {
  merchantPaymentId: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the provider sends the player back, by outcome. */
  returnUrls: Record<z.infer<typeof outcome>, string>;
  webhookUrl: string;
}

export const hostedCheckoutAnswerSchema = z.object({
  id: z.string().min(1).max(200),
  redirectUrl: z.url({ protocol: /^https?$/ }),
});

/** The JSON body the provider posts to the platform's webhook. */
export const hostedEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('checkout.updated'),
  data: z.object({
    checkoutId: z.string().min(1).max(200),
    merchantPaymentId: z.uuid(),
    status: outcome,
    amount: z.number().int().positive(),
    currency: z.string().length(3),
  }),
});
export type HostedEvent = z.infer<typeof hostedEventSchema>;

/** POST /payouts: pays a withdrawal out to the player's bank account or wallet address. */
export interface HostedPayoutRequest {
  merchantPayoutId: string;
  method: 'bank' | 'crypto';
  amount: number;
  currency: string;
  account: string | null;
  holderName: string | null;
  walletAddress: string | null;
  walletTag: string | null;
}

export const hostedPayoutAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('accepted'), id: z.string().min(1).max(200) }),
  z.object({ status: z.literal('failed'), reason: z.string().min(1).max(500) }),
]);
