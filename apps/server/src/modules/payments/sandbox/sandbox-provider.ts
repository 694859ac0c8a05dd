import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../platform/db/client.ts';
import { sandboxProviderPayments } from '../payments.tables.ts';
import {
  type CreatePaymentInput,
  type PaymentProvider,
  type PayoutInput,
  type PayoutResult,
  type ProviderEvent,
  type WebhookRequest,
} from '../provider.ts';
import { readSignedWebhook } from '../signed-webhook.ts';
import { sandboxEventSchema } from './sandbox-event.ts';
import { SANDBOX_PAGE_PATH, SANDBOX_PROVIDER } from './sandbox-paths.ts';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox-signature.ts';

/**
 * Sandbox payouts to these valid accounts fail, so failures can be tried: an IBAN, the card schemes' declined
 * test card and the Ethereum burn address. Compared without spaces, in any case.
 */
export const SANDBOX_FAILING_PAYOUT_TARGETS = [
  'GB33 BUKB 2020 1555 5555 55',
  '4000 0000 0000 0002',
  '0x000000000000000000000000000000000000dEaD',
] as const;

function comparableTarget(target: string): string {
  return target.replaceAll(' ', '').toLowerCase();
}
const failingPayoutTargets = new Set<string>(SANDBOX_FAILING_PAYOUT_TARGETS.map(comparableTarget));

export interface SandboxProviderDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'paymentSandboxSecret' | 'paymentWebhookToleranceSeconds'>;
  now: () => Date;
}

/**
 * The built-in sandbox payment provider. It keeps its own record of each payment, shows it on its hosted page
 * (sandbox.routes.ts) and reports the player's decision through the signed webhook, exactly as a real
 * provider would; nothing in it credits money.
 */
export function createSandboxProvider({ db, config, now }: SandboxProviderDeps): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER,

    async createPayment(input: CreatePaymentInput) {
      const id = randomUUID();
      await db
        .insert(sandboxProviderPayments)
        .values({
          id,
          merchantPaymentId: input.paymentId,
          amount: input.amount,
          currency: input.currency,
          description: input.description,
        })
        .onConflictDoNothing({ target: sandboxProviderPayments.merchantPaymentId });
      const [row] = await db
        .select({ id: sandboxProviderPayments.id })
        .from(sandboxProviderPayments)
        .where(eq(sandboxProviderPayments.merchantPaymentId, input.paymentId));
      const providerReference = row?.id ?? id;
      return {
        providerReference,
        redirectUrl: `${config.publicUrl}${SANDBOX_PAGE_PATH}/${providerReference}`,
      };
    },

    verifyWebhook(request: WebhookRequest): ProviderEvent {
      return readSignedWebhook(
        request,
        {
          secret: config.paymentSandboxSecret,
          header: SANDBOX_SIGNATURE_HEADER,
          now: now(),
          toleranceSeconds: config.paymentWebhookToleranceSeconds,
        },
        { schema: sandboxEventSchema, name: 'a sandbox event', providerReference: (data) => data.paymentId },
      );
    },

    async payout(withdrawal: PayoutInput): Promise<PayoutResult> {
      const target = (withdrawal.method === 'bank' ? withdrawal.account : withdrawal.walletAddress) ?? '';
      if (failingPayoutTargets.has(comparableTarget(target)))
        return { outcome: 'failed', reason: 'The sandbox bank refused the payout.' };
      return { outcome: 'accepted', reference: `sandbox-payout-${withdrawal.withdrawalId}` };
    },
  };
}
