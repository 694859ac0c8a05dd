import {
  confirmationRefusal,
  confirmLimitChange,
  fitsUnderLimit,
  LIMIT_PERIODS,
  limitKindsOf,
  limitUsage,
  MONEY_LIMIT_KINDS,
  periodStart,
  requestLimitChange,
  type LimitKey,
  type LimitPeriod,
  type LimitState,
  type MoneyLimitKind,
  type PeriodActivity,
} from '@casino/rules';
import type { LimitView, SetLimitRequest } from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import { actorName, actorReason, type Actor, type ProtectionContext } from './protection.context.ts';
import { limitForUpdate, limitsOf, recordChange, saveLimit } from './protection.repo.ts';
import type { PlayerLimitRow } from './protection.tables.ts';

/** Every limit a player may set, in the order the screen lists them. */
export const LIMIT_KEYS: readonly LimitKey[] = [
  ...MONEY_LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => ({ kind, period }))),
  { kind: 'session', period: 'session' },
];

/** The unit stored with the session limit, whose amount is minutes. */
const MINUTES = 'min';
const MINUTE_MS = 60_000;

const sameKey = (row: PlayerLimitRow, key: LimitKey) => row.kind === key.kind && row.period === key.period;

/** A stored limit as the rules see it; a pending change past its lapse is gone. */
export function stateOf(row: PlayerLimitRow | undefined, at: Date): LimitState {
  if (!row) return { amount: null, pending: null };
  const pending =
    row.pendingRequestedAt && row.pendingConfirmableFrom && row.pendingLapsesAt && row.pendingLapsesAt > at
      ? {
          amount: row.pendingAmount,
          requestedAt: row.pendingRequestedAt,
          confirmableFrom: row.pendingConfirmableFrom,
          lapsesAt: row.pendingLapsesAt,
        }
      : null;
  return { amount: row.amount, pending };
}

function rowOf(userId: string, key: LimitKey, currency: string, state: LimitState, at: Date): PlayerLimitRow {
  return {
    userId,
    kind: key.kind,
    period: key.period,
    currency,
    amount: state.amount,
    pendingAmount: state.pending?.amount ?? null,
    pendingRequestedAt: state.pending?.requestedAt ?? null,
    pendingConfirmableFrom: state.pending?.confirmableFrom ?? null,
    pendingLapsesAt: state.pending?.lapsesAt ?? null,
    updatedAt: at,
  };
}

/** A limit's state in the audit trail: `50000 EUR`, `none`, and any pending change. */
function described(state: LimitState, unit: string): string {
  const amount = (value: number | null) => (value === null ? 'none' : `${value} ${unit}`);
  const pending = state.pending
    ? `; pending ${amount(state.pending.amount)} from ${state.pending.confirmableFrom.toISOString()}`
    : '';
  return `${amount(state.amount)}${pending}`;
}

/** What a risk of money is: a deposit or a stake of `amount` minor units of `currency`. */
export interface MoneyRisk {
  kind: 'deposit' | 'bet';
  amount: number;
  currency: string;
}

/** The first money limit a risk would break, or null when it fits under every one. */
export type LimitBreach = { kind: MoneyLimitKind; period: LimitPeriod } | null;

/**
 * Deposit, loss, wager and session limits: set and changed by the rules of `@casino/rules`
 * (protection-limits.ts), counted from the ledger at the moment of each check.
 */
export function createLimits({
  db,
  now,
  activitySince,
  sessionStartOf,
  sessionLimitChanged,
  depositsOnTheWay,
  stakesOnTheWay,
}: ProtectionContext) {
  async function activityByPeriod(
    userId: string,
    currency: string,
    periods: readonly LimitPeriod[],
    at: Date,
  ): Promise<Map<LimitPeriod, PeriodActivity>> {
    const counted = await Promise.all(
      periods.map(async (period) => {
        const since = periodStart(at, period);
        return [period, await activitySince({ userId, currency, since })] as const;
      }),
    );
    return new Map(counted);
  }

  /** Every limit as the player sees it, with what each has counted in its period now. */
  async function views(userId: string, currency: string, sessionId: string | null): Promise<LimitView[]> {
    const at = now();
    const rows = await limitsOf(db, userId);
    const activity = await activityByPeriod(userId, currency, LIMIT_PERIODS, at);
    const sessionStart = sessionId ? await sessionStartOf(sessionId) : null;
    return LIMIT_KEYS.map((key) => {
      const row = rows.find((candidate) => sameKey(candidate, key));
      const state = stateOf(row, at);
      const used =
        key.kind === 'session'
          ? sessionStart
            ? Math.floor((at.getTime() - sessionStart.getTime()) / MINUTE_MS)
            : 0
          : limitUsage(key.kind, activity.get(key.period) ?? { deposited: 0, staked: 0, won: 0 });
      return {
        kind: key.kind,
        period: key.period,
        amount: state.amount,
        used,
        currency: key.kind === 'session' ? null : (row?.currency ?? currency),
        pending: state.pending
          ? {
              amount: state.pending.amount,
              requestedAt: state.pending.requestedAt.toISOString(),
              confirmableFrom: state.pending.confirmableFrom.toISOString(),
              lapsesAt: state.pending.lapsesAt.toISOString(),
            }
          : null,
      };
    });
  }

  /**
   * Changes one limit under a row lock, in one transaction with its audit row: `decide` sees the limit as it
   * stands (its row, if any) and answers the new state and its unit, or throws to change nothing. Two changes of
   * one limit (a player's raise, a staff lowering) therefore never undo each other.
   */
  async function change(
    userId: string,
    key: LimitKey,
    actor: Actor,
    decide: (
      before: LimitState,
      row: PlayerLimitRow | undefined,
      at: Date,
    ) => { after: LimitState; unit: string },
  ): Promise<void> {
    const applied = await db.transaction(async (tx) => {
      const row = await limitForUpdate(tx, userId, key);
      const at = now();
      const before = stateOf(row, at);
      const { after, unit } = decide(before, row, at);
      await saveLimit(tx, rowOf(userId, key, unit, after, at));
      await recordChange(tx, {
        userId,
        subject: `limit.${key.kind}.${key.period}`,
        before: described(before, unit),
        after: described(after, unit),
        actor: actorName(actor),
        reason: actorReason(actor),
        at,
      });
      return before.amount === after.amount ? undefined : after;
    });
    // The games open now follow a session limit that changed (the limit's row is the truth if this fails).
    if (applied && key.kind === 'session') await sessionLimitChanged(userId, applied.amount);
  }

  /** The unit a limit is kept in: minutes for the session limit, else the currency it was first set in. */
  const unitOf = (key: LimitKey, row: PlayerLimitRow | undefined, currency: string) =>
    key.kind === 'session' ? MINUTES : (row?.currency ?? currency);

  /**
   * The player's request: a first or lower limit applies at once; a raise or removal waits for the market's
   * cooling-off and the player's confirmation.
   */
  async function set(
    userId: string,
    request: SetLimitRequest,
    currency: string,
    coolingOffHours: number,
  ): Promise<void> {
    const key: LimitKey = request.kind === 'session' ? { kind: 'session', period: 'session' } : request;
    await change(userId, key, { by: 'player' }, (before, row, at) => ({
      after: requestLimitChange(before, request.amount, at, coolingOffHours),
      unit: unitOf(key, row, currency),
    }));
  }

  /** Staff lower a limit (or set a first one), with a reason; anything else is refused. */
  async function lowerByStaff(userId: string, key: LimitKey, amount: number, currency: string, actor: Actor) {
    await change(userId, key, actor, (before, row) => {
      if (before.amount !== null && amount >= before.amount)
        throw new AppError('staff_may_only_restrict', 409, 'Staff may only lower a limit.');
      return { after: { amount, pending: null }, unit: unitOf(key, row, currency) };
    });
  }

  /** The player confirms a pending raise or removal between the end of its cooling-off and its lapse. */
  async function confirm(userId: string, key: LimitKey): Promise<void> {
    await change(userId, key, { by: 'player' }, (before, row, at) => {
      const refusal = confirmationRefusal(before.pending, at);
      if (refusal || !row)
        throw new AppError('limit_not_confirmable', 409, `The change cannot be confirmed now (${refusal}).`);
      return { after: confirmLimitChange(before), unit: row.currency };
    });
  }

  /** The money limits that apply to a deposit or stake now. */
  function limitsFor(risk: MoneyRisk, rows: readonly PlayerLimitRow[], at: Date) {
    const kinds = limitKindsOf(risk.kind);
    return rows.filter(
      (row): row is PlayerLimitRow & { kind: MoneyLimitKind; period: LimitPeriod } =>
        (kinds as readonly string[]).includes(row.kind) && stateOf(row, at).amount !== null,
    );
  }

  /**
   * The first money limit a deposit or stake would break now, counted from the ledger with the money of its kind
   * already on its way into it (deposits the player was sent to pay, stakes claimed but not yet transferred),
   * read in that order; null when it fits.
   */
  async function breach(
    userId: string,
    risk: MoneyRisk,
    rows?: readonly PlayerLimitRow[],
  ): Promise<LimitBreach> {
    const at = now();
    const set = limitsFor(risk, rows ?? (await limitsOf(db, userId)), at);
    if (set.length === 0) return null;
    const query = { userId, currency: risk.currency };
    const onTheWay = await (risk.kind === 'deposit' ? depositsOnTheWay(query) : stakesOnTheWay(query));
    const periods = [...new Set(set.map((row) => row.period))];
    const activity = await activityByPeriod(userId, risk.currency, periods, at);
    for (const row of set) {
      const ledger = activity.get(row.period) ?? { deposited: 0, staked: 0, won: 0 };
      const counted =
        risk.kind === 'deposit'
          ? { ...ledger, deposited: ledger.deposited + onTheWay }
          : { ...ledger, staked: ledger.staked + onTheWay };
      const used = limitUsage(row.kind, counted);
      if (!fitsUnderLimit({ limit: row.amount ?? 0, used, amount: risk.amount }))
        return { kind: row.kind, period: row.period };
    }
    return null;
  }

  /** When the session time limit ends the session that started at `sessionStart`; null without one. */
  async function sessionEnd(
    userId: string,
    sessionStart: Date,
    rows?: readonly PlayerLimitRow[],
  ): Promise<Date | null> {
    const row = (rows ?? (await limitsOf(db, userId))).find((candidate) => candidate.kind === 'session');
    const minutes = stateOf(row, now()).amount;
    return minutes === null ? null : new Date(sessionStart.getTime() + minutes * MINUTE_MS);
  }

  /**
   * A real-money launch's two questions from one read of the limits: when the session limit ends the session
   * (null without one, or without a session), and whether a stake of one minor unit would break a wager or loss
   * limit.
   */
  async function atLaunch(userId: string, sessionStart: Date | null, currency: string) {
    const rows = await limitsOf(db, userId);
    return {
      sessionEndsAt: sessionStart ? await sessionEnd(userId, sessionStart, rows) : null,
      breach: await breach(userId, { kind: 'bet', amount: 1, currency }, rows),
    };
  }

  return { views, set, lowerByStaff, confirm, limitsFor, breach, sessionEnd, atLaunch };
}

export type Limits = ReturnType<typeof createLimits>;
