import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CRYPTO_ASSETS,
  DEPOSIT_STATUSES,
  PAYMENT_CHANNELS,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_STATUSES,
  type CryptoAsset,
  type DepositStatus,
  type PaymentChannel,
  type WithdrawalMethod,
  type WithdrawalStatus,
} from '@casino/contracts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

/** `column in ('a', 'b')` for a CHECK constraint over a fixed list of values. */
function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
}

/**
 * A deposit: by bank through a provider's hosted page, or by crypto to the player's address. The ledger
 * transfer is made once, when the provider (or the chain) confirms; `transfer_id` records it.
 */
export const paymentDeposits = pgTable(
  'payment_deposits',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    channel: text('channel').$type<PaymentChannel>().notNull(),
    methodId: text('method_id').notNull(),
    provider: text('provider').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    providerReference: text('provider_reference'),
    asset: text('asset').$type<CryptoAsset>(),
    assetAmount: text('asset_amount'),
    rate: text('rate'),
    address: text('address'),
    expiresAt: timestamptz('expires_at'),
    transferId: uuid('transfer_id'),
    /** Crypto: what the chain delivered, when it differed from the stated amount or came late. */
    receivedAssetAmount: text('received_asset_amount'),
    /** The staff member who settled a notConfirmed payment. */
    settledBy: uuid('settled_by'),
    /** The bonus code the player gave with the deposit, in upper case (docs/bonuses.md, Promo codes). */
    promoCode: text('promo_code'),
    /** The player claimed the deposit bonuses this deposit qualifies for (opt-in, docs/bonuses.md). */
    claimBonus: boolean('claim_bonus').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('payment_deposits_key_uq').on(t.userId, t.idempotencyKey),
    index('payment_deposits_user_idx').on(t.userId, t.createdAt),
    index('payment_deposits_status_idx').on(t.status, t.createdAt),
    check('payment_deposits_channel_check', oneOf('channel', PAYMENT_CHANNELS)),
    check('payment_deposits_status_check', oneOf('status', DEPOSIT_STATUSES)),
    check('payment_deposits_asset_check', sql`asset is null or ${oneOf('asset', CRYPTO_ASSETS)}`),
    check('payment_deposits_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Webhook events already handled, by the provider's event id: a replayed event is acknowledged and ignored. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id'),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [unique('payment_webhook_events_uq').on(t.provider, t.eventId)],
);

/** A withdrawal request; its money is held by a pending ledger transfer (`transfer_id`) until staff decide. */
export const paymentWithdrawals = pgTable(
  'payment_withdrawals',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    method: text('method').$type<WithdrawalMethod>().notNull(),
    provider: text('provider').notNull(),
    account: text('account'),
    cardHolderName: text('card_holder_name'),
    walletAddress: text('wallet_address'),
    walletTag: text('wallet_tag'),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('pending'),
    transferId: uuid('transfer_id'),
    reason: text('reason'),
    decidedBy: uuid('decided_by'),
    providerReference: text('provider_reference'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('payment_withdrawals_key_uq').on(t.userId, t.idempotencyKey),
    index('payment_withdrawals_status_idx').on(t.status, t.createdAt),
    check('payment_withdrawals_method_check', oneOf('method', WITHDRAWAL_METHODS)),
    check('payment_withdrawals_status_check', oneOf('status', WITHDRAWAL_STATUSES)),
    check('payment_withdrawals_amount_check', sql`${t.amount} > 0`),
  ],
);

/** The built-in sandbox provider's own record of the payments shown on its hosted page. */
export const sandboxProviderPayments = pgTable(
  'sandbox_provider_payments',
  {
    id: uuid('id').primaryKey(),
    merchantPaymentId: uuid('merchant_payment_id').notNull().unique(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    /** open (never decided), pending (the player left it pending), approved, declined, cancelled. */
    state: text('state').notNull().default('open'),
    /** When the platform's webhook acknowledged the decision; null while it still has to be delivered. */
    webhookDeliveredAt: timestamptz('webhook_delivered_at'),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    /** When the next delivery is due; null when none is (not decided yet, delivered, or given up). */
    nextDeliveryAt: timestamptz('next_delivery_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_provider_payments_due_idx').on(t.nextDeliveryAt)],
);
