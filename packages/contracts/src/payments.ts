import { z } from 'zod';
import {
  DEPOSIT_BANNER_DEFAULT_AMOUNT,
  MAX_MONEY_MINOR_UNITS,
  PLAYER_CURRENCIES,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_PATTERN,
  ACCOUNT_HOLDER_NAME_MAX_LENGTH,
  BANK_ACCOUNT_INPUT_MAX_LENGTH,
  FREE_TEXT_PATTERN,
  WALLET_ADDRESS_MAX_LENGTH,
  WALLET_NETWORK_USES_TAG,
  WALLET_TAG_MAX_LENGTH,
  bankAccountProblem,
  minorDigits,
  walletAddressNetwork,
  walletAddressProblem,
  type BankAccountProblem,
  type PlayerCurrency,
  type WalletAddressProblem,
} from '@casino/rules';

/**
 * Payment shapes of the HTTP API: deposit methods and their limits, bank deposits through a provider's hosted
 * page, crypto deposits to a per-player address, withdrawals and the staff decisions on them. Amounts are
 * integer minor units of the player's currency.
 */

const required = 'validation.required';
const tooLong = 'validation.tooLong';
const positive = 'validation.positiveNumber';

export const PAYMENT_CHANNELS = ['bank', 'crypto'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export const CRYPTO_ASSETS = ['BTC', 'ETH', 'USDT'] as const;
export type CryptoAsset = (typeof CRYPTO_ASSETS)[number];

/** Deposit limits in major EUR; other currencies scale by the §9 banner default amounts (EUR 50 = 1×). */
const EUR_DEPOSIT_MIN = 10;
const EUR_DEPOSIT_MAX = 5000;
const EUR_BANNER_DEFAULT = 50;

export interface AmountLimits {
  /** Minor units. */
  min: number;
  /** Minor units. */
  max: number;
}

/** Minimum and maximum deposit per currency, in minor units: EUR 10 – 5,000, RON 30 – 15,000, ISK 1,500 – 750,000… */
export function depositLimits(currency: PlayerCurrency): AmountLimits {
  const factor = (DEPOSIT_BANNER_DEFAULT_AMOUNT[currency] ?? EUR_BANNER_DEFAULT) / EUR_BANNER_DEFAULT;
  const unit = 10 ** minorDigits(currency);
  return {
    min: Math.round(EUR_DEPOSIT_MIN * factor * unit),
    max: Math.round(EUR_DEPOSIT_MAX * factor * unit),
  };
}

/** Profile fields a payment method may require before a deposit (names as in the profile contract). */
export const PAYMENT_PROFILE_FIELDS = [
  'firstName',
  'surename',
  'birthday',
  'address',
  'city',
  'postCode',
] as const;
export type PaymentProfileField = (typeof PAYMENT_PROFILE_FIELDS)[number];

/** The required fields that the profile leaves empty, in the method's order. */
export function missingProfileFields(
  required: readonly PaymentProfileField[],
  profile: Partial<Record<PaymentProfileField, string | null>>,
): PaymentProfileField[] {
  return required.filter((field) => !profile[field]?.trim());
}

const minor = z.number().int().describe('integer minor units of `currency`');
const currencySchema = z.enum(PLAYER_CURRENCIES);
const limitsSchema = z.object({ min: minor, max: minor });

export const paymentMethodSchema = z
  .object({
    id: z.string(),
    channel: z.enum(PAYMENT_CHANNELS),
    name: z.string(),
    /** Crypto methods only. */
    asset: z.enum(CRYPTO_ASSETS).nullable(),
    /** §9: some methods take up to 5 banking days to credit a deposit. */
    creditTime: z.enum(['instant', 'upToFiveBankingDays']),
    limits: z.record(currencySchema, limitsSchema),
    /** Profile fields the player must have filled in before paying with this method (the FORM_FIELDS modal). */
    requiredFields: z.array(z.enum(PAYMENT_PROFILE_FIELDS)),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponseSchema = z
  .object({ items: z.array(paymentMethodSchema) })
  .meta({ id: 'PaymentMethods' });
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/** A client-chosen key that makes a retried request harmless: the same key answers the first result. */
export const idempotencyKeySchema = z
  .string({ error: required })
  .min(8, required)
  .max(100, tooLong)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'validation.invalidCharacters');

const amountSchema = z
  .number({ error: required })
  .int(positive)
  .positive(positive)
  .max(MAX_MONEY_MINOR_UNITS, 'apiErrors.amount_above_maximum');

export const depositRequestSchema = z
  .object({
    methodId: z.string({ error: required }).min(1, required).max(64, tooLong),
    amount: amountSchema,
    promoCode: z
      .string()
      .trim()
      .max(PROMO_CODE_MAX_LENGTH, tooLong)
      .regex(PROMO_CODE_PATTERN, 'validation.invalidCharacters')
      .optional(),
    /**
     * The player claims the deposit bonuses the deposit qualifies for (the welcome offer, a reload): bonuses are
     * opt-in, never given unasked (docs/bonuses.md). A promo code is a claim of its own campaign.
     */
    claimBonus: z.boolean().optional(),
    idempotencyKey: idempotencyKeySchema,
  })
  .meta({ id: 'DepositRequest' });
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const depositCreatedSchema = z
  .object({ paymentId: z.uuid(), redirectUrl: z.string() })
  .meta({ id: 'DepositCreated' });
export type DepositCreated = z.infer<typeof depositCreatedSchema>;

/** Statuses a deposit goes through (§4 names): pending → complete | failed | cancel; crypto also notConfirmed. */
/** 'notConfirmed': seen on the chain, but late or not the stated amount; staff settle it (complete or rejected). */
export const DEPOSIT_STATUSES = [
  'pending',
  'complete',
  'failed',
  'cancel',
  'notConfirmed',
  'rejected',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositSchema = z
  .object({
    id: z.uuid(),
    channel: z.enum(PAYMENT_CHANNELS),
    methodId: z.string(),
    method: z.string(),
    amount: minor,
    currency: currencySchema,
    status: z.enum(DEPOSIT_STATUSES),
    /** Crypto only: what the player must send, exactly. */
    asset: z.enum(CRYPTO_ASSETS).nullable(),
    assetAmount: z.string().nullable(),
    address: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof depositSchema>;

export const paymentIdParamsSchema = z.object({ id: z.uuid() });
export const cryptoPaymentParamsSchema = z.object({ paymentId: z.uuid() });

export const cryptoDepositRequestSchema = z
  .object({
    asset: z.enum(CRYPTO_ASSETS),
    amount: amountSchema,
    /** As for a bank deposit: the player claims the deposit bonuses it qualifies for (opt-in). */
    claimBonus: z.boolean().optional(),
    idempotencyKey: idempotencyKeySchema,
  })
  .meta({ id: 'CryptoDepositRequest' });
export type CryptoDepositRequest = z.infer<typeof cryptoDepositRequestSchema>;

export const cryptoDepositCreatedSchema = z
  .object({
    paymentId: z.uuid(),
    asset: z.enum(CRYPTO_ASSETS),
    /** The player's own deposit address for this asset; the same on every deposit. */
    address: z.string(),
    /** The exact amount to send, as a decimal string in the asset's unit (e.g. '0.00052631'). */
    assetAmount: z.string(),
    /** Units of the player's currency (major) per one unit of the asset, as quoted. */
    rate: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'CryptoDepositCreated' });
export type CryptoDepositCreated = z.infer<typeof cryptoDepositCreatedSchema>;

export const cryptoArrivalRequestSchema = z
  .object({ assetAmount: z.string().regex(/^\d+(\.\d+)?$/, 'validation.invalidCharacters') })
  .meta({ id: 'CryptoArrival' });
export type CryptoArrivalRequest = z.infer<typeof cryptoArrivalRequestSchema>;

/** What the player is told when an account number is not valid (translation keys), on the server and the form. */
export const BANK_ACCOUNT_MESSAGES: Record<BankAccountProblem, string> = {
  format: 'validation.bankAccountFormat',
  ibanCountry: 'validation.ibanCountry',
  ibanLength: 'validation.ibanLength',
  ibanChecksum: 'validation.ibanChecksum',
  cardLength: 'validation.cardNumberLength',
  cardChecksum: 'validation.cardNumberChecksum',
};
export const WALLET_ADDRESS_MESSAGES: Record<WalletAddressProblem, string> = {
  format: 'validation.walletAddressFormat',
  checksum: 'validation.walletAddressChecksum',
};
export const WALLET_TAG_NOT_USED = 'validation.walletTagNotUsed';

/** A required text field trimmed; the checks after these stop at the first failure, so one message shows. */
const requiredText = (maxLength: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(maxLength, { error: tooLong, abort: true });

const bankAccountSchema = requiredText(BANK_ACCOUNT_INPUT_MAX_LENGTH)
  .superRefine((value, context) => {
    const problem = bankAccountProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: BANK_ACCOUNT_MESSAGES[problem] });
  })
  .describe(
    'An IBAN (ISO 13616, spaces allowed) or a card number (12 to 19 digits, Luhn); kept without spaces',
  );

const walletAddressSchema = requiredText(WALLET_ADDRESS_MAX_LENGTH)
  .superRefine((value, context) => {
    const problem = walletAddressProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: WALLET_ADDRESS_MESSAGES[problem] });
  })
  .describe('A Bitcoin mainnet address (1…, 3…, bc1…) or an Ethereum address (0x and 40 hex digits, EIP-55)');

export const WITHDRAWAL_METHODS = ['bank', 'crypto'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

/**
 * §3 withdrawal form. The account of a bank withdrawal is an IBAN or a card number, a crypto withdrawal's
 * wallet address a Bitcoin or Ethereum one, each checked by its own checksum. A wallet tag only where the
 * address's network uses one (none of the supported networks does). The amount is checked like a deposit's.
 */
export const withdrawalRequestSchema = z
  .object({
    method: z.enum(WITHDRAWAL_METHODS, { error: required }),
    account: bankAccountSchema.optional(),
    cardHolderName: requiredText(ACCOUNT_HOLDER_NAME_MAX_LENGTH)
      .regex(FREE_TEXT_PATTERN, 'validation.invalidCharacters')
      .optional(),
    walletAddress: walletAddressSchema.optional(),
    walletTag: requiredText(WALLET_TAG_MAX_LENGTH)
      .describe('Only for a network that uses one; neither Bitcoin nor Ethereum does, so it is refused today')
      .optional(),
    amount: amountSchema,
    idempotencyKey: idempotencyKeySchema,
    /**
     * The player confirmed that the withdrawal forfeits their active bonus (its bonus money and wagering); without
     * it a withdrawal while a bonus is active is answered 409 bonus_active and nothing changes (docs/bonuses.md).
     */
    forfeitBonus: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    const needed: (keyof typeof value)[] =
      value.method === 'bank' ? ['account', 'cardHolderName'] : ['walletAddress'];
    for (const field of needed)
      if (value[field] === undefined) context.addIssue({ code: 'custom', path: [field], message: required });
    const network = value.walletAddress === undefined ? null : walletAddressNetwork(value.walletAddress);
    if (
      value.method === 'crypto' &&
      value.walletTag !== undefined &&
      network &&
      !WALLET_NETWORK_USES_TAG[network]
    )
      context.addIssue({ code: 'custom', path: ['walletTag'], message: WALLET_TAG_NOT_USED });
  })
  .meta({ id: 'WithdrawalRequest' });
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** pending → processing → complete | failed, or pending → rejected. A player cannot cancel. */
export const WITHDRAWAL_STATUSES = ['pending', 'processing', 'complete', 'failed', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    method: z.enum(WITHDRAWAL_METHODS),
    account: z.string().nullable(),
    cardHolderName: z.string().nullable(),
    walletAddress: z.string().nullable(),
    walletTag: z.string().nullable(),
    amount: minor,
    currency: currencySchema,
    status: z.enum(WITHDRAWAL_STATUSES),
    reason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalListQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).default('pending'),
});
export const withdrawalListSchema = z
  .object({ items: z.array(withdrawalSchema) })
  .meta({ id: 'WithdrawalList' });
export type WithdrawalList = z.infer<typeof withdrawalListSchema>;

export const withdrawalRejectionSchema = z
  .object({ reason: z.string().trim().min(1, required).max(500, tooLong) })
  .meta({ id: 'WithdrawalRejection' });

export const depositListSchema = z.object({ items: z.array(depositSchema) }).meta({ id: 'DepositList' });
export type DepositList = z.infer<typeof depositListSchema>;

/** Staff settle a notConfirmed crypto payment: credit the stated amount, or reject it. */
export const depositSettlementSchema = z
  .object({ decision: z.enum(['credit', 'reject']) })
  .meta({ id: 'DepositSettlement' });
export type DepositSettlement = z.infer<typeof depositSettlementSchema>;

export const webhookAcknowledgedSchema = z.object({ received: z.literal(true) });
