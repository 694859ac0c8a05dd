import { createHash } from 'node:crypto';
import type { PlayerCurrency } from '@casino/rules';
import type { VerificationStatus } from '@casino/rules';
import type { PaymentProfileField } from '@casino/contracts';
import type { Config } from '../../config.ts';
import type { Db, DbExecutor } from '../../platform/db/client.ts';
import type { WalletPort } from '../wallet/wallet.port.ts';
import type { DepositOffer } from './methods.ts';
import type { PaymentProvider } from './provider.ts';

/** What the payment services share; built once in payments.module.ts. */
export interface PaymentsContext {
  db: Db;
  config: Pick<Config, 'paymentSandboxSecret' | 'cryptoRates' | 'cryptoQuoteMinutes'>;
  wallet: WalletPort;
  provider: PaymentProvider;
  /** The deposit methods this configuration offers (methods.ts, `depositOfferFor`). */
  offer: DepositOffer;
  now: () => Date;
  /** The player's account currency; null for an unknown account. */
  currencyOf: (userId: string) => Promise<PlayerCurrency | null>;
  verificationStatusOf: (userId: string) => Promise<VerificationStatus>;
  /** The profile fields a payment method may require (see PaymentMethod.requiredFields). */
  profileOf: (userId: string) => Promise<Record<PaymentProfileField, string | null>>;
  /**
   * The player-protection check (docs/player-protection.md): throws `player_restricted` (403) while the player is
   * on a break and `limit_reached` (403) when the deposit would go over a deposit limit. A deposit asks it before
   * anything is recorded or the provider is called. Answers the risk ticket the check read (null: no deposit
   * limit applies), which the transaction recording the deposit takes.
   */
  assertMayRisk: (
    userId: string,
    risk: { kind: 'deposit'; amount: number; currency: string },
  ) => Promise<{ ticket: number | null }>;
  /**
   * Takes a checked deposit's risk ticket in the transaction that records it; false when another deposit or stake
   * of the player was recorded since the check, which must then be asked again (docs/player-protection.md).
   */
  takeRiskTicket: (executor: DbExecutor, userId: string, ticket: number | null) => Promise<boolean>;
  /**
   * Checks a promo code given with a deposit and answers it as the deposit keeps it (upper case); throws 400
   * `no_such_code` or `invalid_promo_code`, or 429 `rate_limited` after too many wrong codes (docs/bonuses.md).
   */
  checkDepositPromoCode: (userId: string, code: string) => Promise<string>;
  /** Whether the player has an active bonus, which a withdrawal forfeits (docs/bonuses.md). */
  hasActiveBonus: (userId: string) => Promise<boolean>;
  /** Forfeits the player's active bonus because they withdraw, recording the reason. */
  forfeitBonusForWithdrawal: (userId: string) => Promise<void>;
}

/** A fingerprint of a request's content, so that a reused idempotency key with another body is refused. */
export function requestHash(value: object): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}
