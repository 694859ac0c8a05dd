import { z } from 'zod';
import { MAX_MONEY_MINOR_UNITS, PLAYER_CURRENCIES } from '@casino/rules';
import { gameIdSchema } from './games.ts';

/** Every transaction type of §3, as stored and as the API answers it. */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'bet',
  'win',
  'bonus',
  'jackpot',
  'jackpotWin',
  'jackpotIncreasing',
  'refund',
  'rollbackBet',
  'rollbackWin',
  'sportBet',
  'sportWin',
  'freeSpinWin',
  'cashback',
  'levelBonus',
  'referral',
  'convertBalance',
  'moneyPrize',
  'zeroing',
  'increment',
  'changeBalanceInc',
  'changeBalanceDec',
  'manualBonus',
  'providerBonus',
  'providerJackpot',
  'providerPromoWin',
  'cancelWager',
  'cancelBonusFine',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Every transaction status of §4. */
export const TRANSACTION_STATUSES = [
  'activated',
  'credited',
  'queue',
  'pending',
  'complete',
  'cancel',
  'failed',
  'refund',
  'pendingWager',
  'rejected',
  'notConfirmed',
  'processing',
  'aggregatorRejected',
  'rollback',
  'wagerZeroing',
  'notConfirmedBlockAmount',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The account kinds a player holds (ARCHITECTURE.md, ledger). */
export const PLAYER_ACCOUNT_KINDS = [
  'real',
  'bonus',
  'loyalty_points',
  'cashback',
  'free_spins',
  'snowflakes',
] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];

/** The platform's ledger account kinds: the other side of every player movement (docs/ledger.md). */
export const PLATFORM_ACCOUNT_KINDS = [
  'house',
  'payment_clearing',
  'bonus_liability',
  'jackpot_pool',
  'tournament_pool',
  'prize_stock',
  'points_issuer',
] as const;
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];

const minor = z.number().int().describe('integer minor units of `currency`');
/** The key that makes a retried wallet request harmless: the same key answers the first result. */
const walletIdempotencyKey = z.string().min(1, 'validation.required').max(200, 'validation.tooLong');
const currency = z.enum(PLAYER_CURRENCIES);

/** §3 short balance: balanceMain (real), bonusCasino (bonus), balance (their total), polled every 3 s. */
export const shortBalanceSchema = z
  .object({ currency, balanceMain: minor, bonusCasino: minor, balance: minor })
  .meta({ id: 'ShortBalance' });
export type ShortBalance = z.infer<typeof shortBalanceSchema>;

/** §3 full balance: every player account kind, in the player's currency. */
export const fullBalanceSchema = z
  .object({
    currency,
    real: minor,
    bonus: minor,
    loyaltyPoints: z.number().int(),
    cashback: minor,
    freeSpins: z.number().int(),
    snowflakes: z.number().int(),
  })
  .meta({ id: 'FullBalance' });
export type FullBalance = z.infer<typeof fullBalanceSchema>;

/** §3 bonus account: balance and the games the active bonus's wagering counts on (none without one). */
export const bonusAccountSchema = z
  .object({
    currency,
    balance: minor,
    wager: z.object({ bonus: z.object({ wageringGames: z.array(z.object({ id: gameIdSchema })) }) }),
  })
  .meta({ id: 'BonusAccount' });
export type BonusAccount = z.infer<typeof bonusAccountSchema>;

/** A row of the payment history or the game transactions (§3 columns). */
export const transactionRowSchema = z
  .object({
    id: z.string(),
    /** Payment method (deposits, withdrawals) or game name (game transactions); null when none. */
    method: z.string().nullable(),
    type: z.enum(TRANSACTION_TYPES),
    status: z.enum(TRANSACTION_STATUSES),
    amount: minor,
    fee: minor,
    currency,
    /** The account's balance after this transaction, when it is posted. */
    balanceAfter: minor.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TransactionRow' });
export type TransactionRow = z.infer<typeof transactionRowSchema>;

export const TRANSACTION_SORTS = ['amount_asc', 'amount_desc', 'date_asc', 'date_desc'] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];
/** The payment-history filter of §3: type Deposit; statuses Complete, PendingWager, Rejected, WagerZeroing. */
export const PAYMENT_HISTORY_FILTER_STATUSES = [
  'complete',
  'pendingWager',
  'rejected',
  'wagerZeroing',
] as const;

const paging = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(TRANSACTION_SORTS).default('date_desc'),
};

export const paymentHistoryQuerySchema = z.object({
  ...paging,
  type: z.enum(['deposit', 'withdraw']).optional(),
  status: z.enum(PAYMENT_HISTORY_FILTER_STATUSES).optional(),
});
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuerySchema>;

export const gameTransactionsQuerySchema = z.object({
  ...paging,
  tab: z.enum(['basic', 'bonus']).default('basic'),
});
export type GameTransactionsQuery = z.infer<typeof gameTransactionsQuerySchema>;

export const transactionPageSchema = z
  .object({
    items: z.array(transactionRowSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'TransactionPage' });
export type TransactionPage = z.infer<typeof transactionPageSchema>;

export const transactionParamsSchema = z.object({ transactionId: z.string().uuid() });

/** Realtime: the signed-in player's short balance changed. */
export const balanceChangedEventSchema = z.object({
  type: z.literal('wallet.balance.v1'),
  data: shortBalanceSchema,
});
export type BalanceChangedEvent = z.infer<typeof balanceChangedEventSchema>;

/** The real-money game movements of the game-transactions basic tab (§3 transaction types). */
export const GAME_TRANSACTION_TYPES = [
  'bet',
  'win',
  'refund',
  'rollbackBet',
  'rollbackWin',
  'freeSpinWin',
  'jackpot',
  'jackpotWin',
  'sportBet',
  'sportWin',
  'providerJackpot',
  'providerPromoWin',
] as const satisfies readonly TransactionType[];

/** The movements of the payment history: deposits and withdrawals. */
export const PAYMENT_TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
] as const satisfies readonly TransactionType[];

/**
 * Staff: puts money into or takes it out of a player's real balance against the house account
 * (changeBalanceInc / changeBalanceDec). `amount` is signed minor units, never 0, at most the money maximum
 * either way.
 */
export const walletAdjustmentSchema = z
  .object({
    userId: z.string().uuid(),
    amount: z
      .number()
      .int()
      .min(-MAX_MONEY_MINOR_UNITS, 'apiErrors.amount_above_maximum')
      .max(MAX_MONEY_MINOR_UNITS, 'apiErrors.amount_above_maximum')
      .refine((value) => value !== 0, { message: 'validation.required' }),
    reason: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong'),
    idempotencyKey: walletIdempotencyKey,
  })
  .meta({ id: 'WalletAdjustment' });
export type WalletAdjustment = z.infer<typeof walletAdjustmentSchema>;

export const walletAdjustmentResultSchema = z
  .object({
    transferId: z.string().uuid(),
    /** False when the idempotency key had been used: nothing moved this time. */
    applied: z.boolean(),
    balance: shortBalanceSchema,
  })
  .meta({ id: 'WalletAdjustmentResult' });
export type WalletAdjustmentResult = z.infer<typeof walletAdjustmentResultSchema>;

/** The signed-in player changes their currency (change-currency modal, §4 bonus and currency effects). */
export const currencyChangeSchema = z
  .object({
    currency: z.enum(PLAYER_CURRENCIES, { error: 'validation.required' }),
    idempotencyKey: walletIdempotencyKey,
  })
  .meta({ id: 'CurrencyChange' });
export type CurrencyChange = z.infer<typeof currencyChangeSchema>;

export const currencyChangeResultSchema = z
  .object({
    currency,
    /** False when the player already had this currency: nothing changed this time. */
    changed: z.boolean(),
    balance: shortBalanceSchema,
  })
  .meta({ id: 'CurrencyChangeResult' });
export type CurrencyChangeResult = z.infer<typeof currencyChangeResultSchema>;
