/**
 * Deposit, loss and wager limits (UKGC RTS 12, the Malta Player Protection Directive): amounts in minor units of
 * the player's currency over rolling periods, counted from the ledger at the moment money is risked. A lower
 * limit applies at once; a higher one, or removing one, waits out a cooling-off and then needs the player's
 * confirmation within a week, or it lapses.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];

/** Rolling periods: the last 24 hours, 7 days or 30 days before the moment of the check, not calendar days. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const PERIOD_MS: Readonly<Record<LimitPeriod, number>> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

/** The default cooling-off before a raised or removed limit may be confirmed (markets may set their own). */
export const DEFAULT_LIMIT_COOLING_OFF_HOURS = 24;
/** How long after its cooling-off a raise or removal may still be confirmed before it lapses. */
export const LIMIT_CONFIRMATION_WINDOW_DAYS = 7;

/** The start of a rolling period ending at `at`: exactly 24 h, 7 × 24 h or 30 × 24 h before, whatever the clocks. */
export function periodStart(at: Date, period: LimitPeriod): Date {
  return new Date(at.getTime() - PERIOD_MS[period]);
}

/**
 * Whether `amount` more fits under `limit` when `used` is already counted in the period: exactly at the limit
 * fits, one minor unit over does not. Amounts are non-negative minor units; a loss limit counts net losses
 * (stakes minus wins, never below zero).
 */
export function fitsUnderLimit({
  limit,
  used,
  amount,
}: {
  limit: number;
  used: number;
  amount: number;
}): boolean {
  return Math.max(0, used) + amount <= limit;
}

/** A limit as it stands: its amount (null: none) and, when one is waiting, the raise or removal asked for. */
export interface LimitState {
  amount: number | null;
  pending: PendingLimitChange | null;
}

export interface PendingLimitChange {
  /** The amount asked for; null asks to remove the limit. */
  amount: number | null;
  requestedAt: Date;
  /** From when the player may confirm it. */
  confirmableFrom: Date;
  /** When it lapses unconfirmed. */
  lapsesAt: Date;
}

/**
 * What a player's request does to a limit: a first limit or a lower one applies at once (and drops any pending
 * raise); a higher one or a removal waits for its cooling-off and confirmation; asking for the amount in force
 * changes nothing but drops a pending raise.
 */
export function requestLimitChange(
  state: LimitState,
  requested: number | null,
  now: Date,
  coolingOffHours: number = DEFAULT_LIMIT_COOLING_OFF_HOURS,
): LimitState {
  const lower = requested !== null && (state.amount === null || requested < state.amount);
  if (lower || requested === state.amount) return { amount: requested, pending: null };
  const confirmableFrom = new Date(now.getTime() + coolingOffHours * HOUR_MS);
  return {
    amount: state.amount,
    pending: {
      amount: requested,
      requestedAt: now,
      confirmableFrom,
      lapsesAt: new Date(confirmableFrom.getTime() + LIMIT_CONFIRMATION_WINDOW_DAYS * DAY_MS),
    },
  };
}

/** Why a confirmation cannot be taken now, or null when it can. */
export function confirmationRefusal(
  pending: PendingLimitChange | null,
  now: Date,
): 'nothing_pending' | 'cooling_off' | 'lapsed' | null {
  if (!pending) return 'nothing_pending';
  if (now.getTime() < pending.confirmableFrom.getTime()) return 'cooling_off';
  if (now.getTime() >= pending.lapsesAt.getTime()) return 'lapsed';
  return null;
}

/** The limit after the player confirms a pending change that `confirmationRefusal` allows. */
export function confirmLimitChange(state: LimitState): LimitState {
  return state.pending ? { amount: state.pending.amount, pending: null } : state;
}

/** The shortest and longest session time limit a player may set, in minutes (10 minutes to 24 hours). */
export const SESSION_LIMIT_MIN_MINUTES = 10;
export const SESSION_LIMIT_MAX_MINUTES = 1_440;

/** Every limit a player may set: a money limit over a rolling period, or the session time limit (minutes). */
export type LimitKey = { kind: MoneyLimitKind; period: LimitPeriod } | { kind: 'session'; period: 'session' };

/**
 * A player's money moved in a rolling period, in minor units of one currency: deposits, stakes and wins (each
 * net of what was cancelled). The loss is stakes minus wins, never below zero.
 */
export interface PeriodActivity {
  deposited: number;
  staked: number;
  won: number;
}

/** What a limit of `kind` has counted so far in a period. */
export function limitUsage(kind: MoneyLimitKind, activity: PeriodActivity): number {
  if (kind === 'deposit') return activity.deposited;
  if (kind === 'wager') return activity.staked;
  return Math.max(0, activity.staked - activity.won);
}

/** The money limit kinds an attempt to risk money counts against: deposits, or stakes (a stake can all be lost). */
export function limitKindsOf(risk: 'deposit' | 'bet'): readonly MoneyLimitKind[] {
  return risk === 'deposit' ? ['deposit'] : ['wager', 'loss'];
}
