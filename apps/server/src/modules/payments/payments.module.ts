import type { FastifyInstance } from 'fastify';
import type { PlayerCurrency, VerificationStatus } from '@casino/rules';
import type { JobScheduler } from '../../platform/jobs/scheduler.ts';
import type { Platform } from '../../platform/platform.ts';
import type { WalletPort } from '../wallet/wallet.port.ts';
import { createDepositsService } from './deposits.service.ts';
import { createHostedProvider } from './hosted/hosted-provider.ts';
import { depositOfferFor } from './methods.ts';
import type { PaymentsContext } from './payments.context.ts';
import * as repo from './payments.repo.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { registerSandboxPages } from './sandbox/sandbox.routes.ts';
import { createWithdrawalsService } from './withdrawals.service.ts';

/** How long one call to a provider's API may take before it counts as unanswered. */
const PROVIDER_TIMEOUT_MS = 10_000;

export interface PaymentsOptions {
  wallet: WalletPort;
  currencyOf: (userId: string) => Promise<PlayerCurrency | null>;
  verificationStatusOf: (userId: string) => Promise<VerificationStatus>;
  profileOf: PaymentsContext['profileOf'];
  assertMayRisk: PaymentsContext['assertMayRisk'];
  takeRiskTicket: PaymentsContext['takeRiskTicket'];
  checkDepositPromoCode: PaymentsContext['checkDepositPromoCode'];
  hasActiveBonus: PaymentsContext['hasActiveBonus'];
  forfeitBonusForWithdrawal: PaymentsContext['forfeitBonusForWithdrawal'];
}

/** The provider chosen by PAYMENT_PROVIDER (`paymentHosted` is set exactly when it is `hosted`). */
export function paymentProviderFor(platform: Pick<Platform, 'db' | 'config' | 'clock'>): PaymentProvider {
  const { config } = platform;
  const now = platform.clock ?? (() => new Date());
  if (config.paymentHosted)
    return createHostedProvider({
      api: { ...config.paymentHosted, timeoutMs: PROVIDER_TIMEOUT_MS },
      webhookSecret: config.paymentHosted.webhookSecret,
      publicUrl: config.publicUrl,
      toleranceSeconds: config.paymentWebhookToleranceSeconds,
      now,
    });
  return createSandboxProvider({ db: platform.db, config, now });
}

export function createPayments(platform: Platform, options: PaymentsOptions) {
  const context = {
    db: platform.db,
    config: platform.config,
    provider: paymentProviderFor(platform),
    offer: depositOfferFor(platform.config),
    now: platform.clock ?? (() => new Date()),
    ...options,
  };
  return {
    provider: context.provider,
    offer: context.offer,
    deposits: createDepositsService(context),
    withdrawals: createWithdrawalsService(context),
    /** For deposit limits: the player's deposits sent to pay and not yet in the ledger. */
    depositsOnTheWay: (query: { userId: string; currency: string }) =>
      repo.depositsOnTheWay(context.db, { ...query, at: context.now() }),
  };
}

export type Payments = ReturnType<typeof createPayments>;

/** Finishes payouts that a crash interrupted or the provider left unanswered. */
export function schedulePaymentJobs(jobs: JobScheduler, payments: Payments): void {
  jobs.every('payments.resume-processing-withdrawals', 60_000, async () => {
    await payments.withdrawals.resumeProcessing();
  });
}

/**
 * Pages the configured provider serves on this origin (outside /api): the sandbox's hosted payment page. A
 * real provider hosts its own, so nothing is registered for it.
 */
export async function registerPaymentProviderPages(
  app: FastifyInstance,
  platform: Platform,
  jobs: JobScheduler,
): Promise<void> {
  const { config } = platform;
  if (config.paymentProvider !== 'sandbox') return;
  if (config.paymentSandboxInProduction)
    app.log.warn(
      'PAYMENT_SANDBOX_IN_PRODUCTION=true: the sandbox payment provider is running in production. Deposits are ' +
        'approved on its page and NOT PAID; never run this on a site that takes real money.',
    );
  await registerSandboxPages(app, {
    jobs,
    db: platform.db,
    publicUrl: config.publicUrl,
    secret: config.paymentSandboxSecret,
    now: platform.clock ?? (() => new Date()),
    // Read at request time: the accounts module installs the resolver while the modules register.
    authenticate: (request) => platform.authenticate(request),
    payerOf: async (paymentId) => (await repo.findDeposit(platform.db, paymentId))?.userId ?? null,
  });
}
