import { AppError } from '../../../platform/errors.ts';
import {
  webhookPath,
  type CreatePaymentInput,
  type PaymentProvider,
  type PayoutInput,
  type PayoutResult,
  type ProviderEvent,
  type WebhookRequest,
} from '../provider.ts';
import { returnPath } from '../return-paths.ts';
import { readSignedWebhook } from '../signed-webhook.ts';
import { postToProvider, type HostedApiSettings } from './hosted-api.ts';
import {
  HOSTED_CHECKOUTS_PATH,
  HOSTED_PAYOUTS_PATH,
  HOSTED_PROVIDER,
  HOSTED_SIGNATURE_HEADER,
  hostedCheckoutAnswerSchema,
  hostedEventSchema,
  hostedPayoutAnswerSchema,
  type HostedCheckoutRequest,
  type HostedPayoutRequest,
} from './hosted-wire.ts';

export interface HostedProviderDeps {
  api: HostedApiSettings;
  webhookSecret: string;
  /** The casino's public origin: the player's way back and the webhook's address. */
  publicUrl: string;
  toleranceSeconds: number;
  now: () => Date;
}

/**
 * A hosted-payment-page provider reached over HTTP (wire format in hosted-wire.ts and docs/payments.md): the
 * platform opens a checkout and sends the player to its page, the provider reports the outcome by a signed
 * webhook, and payouts are asked for server to server.
 */
export function createHostedProvider(deps: HostedProviderDeps): PaymentProvider {
  const back = (outcome: string, paymentId: string) => `${deps.publicUrl}${returnPath(outcome, paymentId)}`;

  return {
    name: HOSTED_PROVIDER,

    async createPayment(input: CreatePaymentInput) {
      const request: HostedCheckoutRequest = {
        merchantPaymentId: input.paymentId,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        returnUrls: {
          approved: back('approved', input.paymentId),
          declined: back('declined', input.paymentId),
          cancelled: back('cancelled', input.paymentId),
          pending: back('pending', input.paymentId),
        },
        webhookUrl: `${deps.publicUrl}${webhookPath(HOSTED_PROVIDER)}`,
      };
      const answer = await postToProvider(deps.api, HOSTED_CHECKOUTS_PATH, request, input.paymentId);
      const checkout =
        answer && answer.status >= 200 && answer.status < 300
          ? hostedCheckoutAnswerSchema.safeParse(answer.json)
          : undefined;
      // The deposit stays pending; the player's retry (same idempotency key) asks the provider again.
      if (!checkout?.success)
        throw new AppError('internal', 502, 'The payment provider is not answering. Try again in a moment.');
      return { providerReference: checkout.data.id, redirectUrl: checkout.data.redirectUrl };
    },

    verifyWebhook(request: WebhookRequest): ProviderEvent {
      return readSignedWebhook(
        request,
        {
          secret: deps.webhookSecret,
          header: HOSTED_SIGNATURE_HEADER,
          now: deps.now(),
          toleranceSeconds: deps.toleranceSeconds,
        },
        { schema: hostedEventSchema, name: 'a checkout event', providerReference: (data) => data.checkoutId },
      );
    },

    async payout(withdrawal: PayoutInput): Promise<PayoutResult> {
      const request: HostedPayoutRequest = {
        merchantPayoutId: withdrawal.withdrawalId,
        method: withdrawal.method,
        amount: withdrawal.amount,
        currency: withdrawal.currency,
        account: withdrawal.account,
        holderName: withdrawal.cardHolderName,
        walletAddress: withdrawal.walletAddress,
        walletTag: withdrawal.walletTag,
      };
      const answer = await postToProvider(deps.api, HOSTED_PAYOUTS_PATH, request, withdrawal.withdrawalId);
      if (!answer) return { outcome: 'unknown', reason: 'The payment provider did not answer in time.' };
      const parsed = answer.status < 500 ? hostedPayoutAnswerSchema.safeParse(answer.json) : undefined;
      // Only an explicit answer decides: anything else may hide a payout that happened, so it is asked again.
      if (!parsed?.success)
        return { outcome: 'unknown', reason: `The payment provider answered HTTP ${answer.status}.` };
      if (parsed.data.status === 'failed') return { outcome: 'failed', reason: parsed.data.reason };
      if (answer.status >= 300)
        return { outcome: 'unknown', reason: `The payment provider answered HTTP ${answer.status}.` };
      return { outcome: 'accepted', reference: parsed.data.id };
    },
  };
}
