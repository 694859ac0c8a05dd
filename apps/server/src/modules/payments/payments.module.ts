import type { FastifyInstance } from 'fastify';
import type { PlayerCurrency, VerificationStatus } from '@casino/rules';
import type { JobScheduler } from '../../platform/jobs/scheduler.ts';
import type { Platform } from '../../platform/platform.ts';
import type { WalletPort } from '../wallet/wallet.port.ts';
import { createDepositsService } from './deposits.service.ts';
import type { PaymentsContext } from './payments.context.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { registerSandboxPages } from './sandbox/sandbox.routes.ts';
import { createWithdrawalsService } from './withdrawals.service.ts';

export interface PaymentsOptions {
  wallet: WalletPort;
  currencyOf: (userId: string) => Promise<PlayerCurrency | null>;
  verificationStatusOf: (userId: string) => Promise<VerificationStatus>;
  profileOf: PaymentsContext['profileOf'];
}

/** The configured provider; a real one is added here and chosen by PAYMENT_PROVIDER. */
export function paymentProviderFor(platform: Pick<Platform, 'db' | 'config' | 'clock'>): PaymentProvider {
  const now = platform.clock ?? (() => new Date());
  switch (platform.config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider({ db: platform.db, config: platform.config, now });
  }
}

export function createPayments(platform: Platform, options: PaymentsOptions) {
  const context = {
    db: platform.db,
    config: platform.config,
    provider: paymentProviderFor(platform),
    now: platform.clock ?? (() => new Date()),
    ...options,
  };
  return {
    provider: context.provider,
    deposits: createDepositsService(context),
    withdrawals: createWithdrawalsService(context),
  };
}

export type Payments = ReturnType<typeof createPayments>;

/** Finishes payouts that a crash interrupted. */
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
  if (platform.config.paymentProvider !== 'sandbox') return;
  await registerSandboxPages(app, {
    jobs,
    db: platform.db,
    publicUrl: platform.config.publicUrl,
    secret: platform.config.paymentSandboxSecret,
    now: platform.clock ?? (() => new Date()),
  });
}
