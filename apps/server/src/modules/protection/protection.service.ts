import {
  isAllowedRealityCheck,
  MARKET_RULES,
  marketOfCountry,
  type Market,
  type PlayerCurrency,
} from '@casino/rules';
import type {
  ExclusionView,
  LimitKeyRequest,
  PlayerProtection,
  PlaySession,
  ProtectionChange,
  SetLimitRequest,
  SetRealityCheckRequest,
  StaffLimitRequest,
  StaffPlayerProtection,
  StaffTimeOutRequest,
  StartExclusionRequest,
} from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import { createExclusions } from './exclusions.service.ts';
import { createLimits, type LimitBreach, type MoneyRisk } from './limits.service.ts';
import type { ProtectionContext } from './protection.context.ts';
import type { DbExecutor } from '../../platform/db/client.ts';
import {
  changesOf,
  limitsOf,
  realityCheckOf,
  recordChange,
  riskTicketOf,
  saveRealityCheck,
  takeRiskTicket,
} from './protection.repo.ts';
import type { PlayerExclusionRow } from './protection.tables.ts';

/**
 * What money a path risks: a real-money game launch (in a sign-in session, for the session limit), a deposit, or
 * a stake. Every path that risks money asks `riskVerdict` (or `assertMayRisk`) with one of these.
 */
export type Risk = { kind: 'launch'; sessionId: string | null } | MoneyRisk;

/** What an allowed risk carries to the write that takes it. */
export interface RiskAllowance {
  /**
   * A deposit's or stake's: the player's risk ticket read before the count, when a money limit applies to it; the
   * write that makes the money count takes it (`takeTicket`, or the seamless claim), else the check is asked
   * again. Null when no money limit applies (nothing to race).
   */
  ticket: number | null;
  /**
   * A launch's: the sign-in session it is made in (its start, and its end under the session time limit, null
   * without one): the game's launch token takes no bet after that end. Null for a launch outside a session.
   */
  session: { startedAt: Date; endsAt: Date | null } | null;
}

/** The answer of the one check (docs/player-protection.md). */
export type RiskVerdict =
  | ({ allowed: true } & RiskAllowance)
  | { allowed: false; reason: 'excluded'; until: Date | null }
  | { allowed: false; reason: 'limit'; limit: NonNullable<LimitBreach> }
  | { allowed: false; reason: 'session'; endedAt: Date };

function exclusionView(row: PlayerExclusionRow | null): ExclusionView | null {
  return row
    ? {
        kind: row.kind,
        period: row.period as ExclusionView['period'],
        startedAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
      }
    : null;
}

export function createProtection(context: ProtectionContext) {
  const { db, now, playerOf, activitySince, sessionStartOf, endPlayOf } = context;
  const exclusions = createExclusions(context);
  const limits = createLimits(context);

  async function player(userId: string): Promise<{ market: Market; currency: PlayerCurrency }> {
    const found = await playerOf(userId);
    if (!found) throw AppError.notFound('No such account.');
    return { market: marketOfCountry(found.country), currency: found.currency };
  }

  async function realityCheckMinutes(userId: string, market: Market): Promise<number | null> {
    const chosen = await realityCheckOf(db, userId);
    return chosen ? chosen.minutes : MARKET_RULES[market].defaultRealityCheckMinutes;
  }

  /** The player's settings as they stand; `sessionId` is the asking session's, for the session limit's count. */
  async function status(userId: string, sessionId: string | null = null): Promise<PlayerProtection> {
    const at = now();
    const { market, currency } = await player(userId);
    const [exclusion, limitViews, minutes] = await Promise.all([
      exclusions.inForceAt(userId, at),
      limits.views(userId, currency, sessionId),
      realityCheckMinutes(userId, market),
    ]);
    const rules = MARKET_RULES[market];
    return {
      market,
      exclusion: exclusionView(exclusion),
      returnRequest: {
        mayRequest: exclusions.mayRequestReturn(exclusion, at),
        returnsAt: exclusion?.returnsAt?.toISOString() ?? null,
      },
      limits: limitViews,
      realityCheck: { minutes, mayBeOff: rules.realityChecksMayBeOff },
      coolingOffHours: rules.limitCoolingOffHours,
    };
  }

  async function startExclusion(userId: string, request: StartExclusionRequest): Promise<PlayerProtection> {
    await exclusions.start(userId, request, { by: 'player' });
    return status(userId);
  }

  async function requestReturn(userId: string): Promise<PlayerProtection> {
    await exclusions.requestReturn(userId);
    return status(userId);
  }

  async function setLimit(userId: string, request: SetLimitRequest, sessionId: string | null) {
    const { market, currency } = await player(userId);
    await limits.set(userId, request, currency, MARKET_RULES[market].limitCoolingOffHours);
    return status(userId, sessionId);
  }

  async function confirmLimit(userId: string, key: LimitKeyRequest, sessionId: string | null) {
    await limits.confirm(userId, key);
    return status(userId, sessionId);
  }

  async function setRealityCheck(userId: string, request: SetRealityCheckRequest, sessionId: string | null) {
    const { market } = await player(userId);
    if (!isAllowedRealityCheck(market, request.minutes))
      throw new AppError(
        'reality_check_required',
        400,
        'Reality checks cannot be switched off in your market.',
      );
    const before = await realityCheckMinutes(userId, market);
    const at = now();
    await saveRealityCheck(db, userId, request.minutes, at);
    const minutes = (value: number | null) => (value === null ? 'off' : `${value} min`);
    await recordChange(db, {
      userId,
      subject: 'realityCheck',
      before: minutes(before),
      after: minutes(request.minutes),
      actor: 'player',
      reason: null,
      at,
    });
    return status(userId, sessionId);
  }

  /** The sign-in session's start, its end under the session limit, and the net result of play in it. */
  async function playSession(userId: string, sessionId: string): Promise<PlaySession> {
    const { currency } = await player(userId);
    const startedAt = (await sessionStartOf(sessionId)) ?? now();
    const [activity, endsAt] = await Promise.all([
      activitySince({ userId, currency, since: startedAt }),
      limits.sessionEnd(userId, startedAt),
    ]);
    return {
      startedAt: startedAt.toISOString(),
      endsAt: endsAt?.toISOString() ?? null,
      netResult: activity.won - activity.staked,
      staked: activity.staked,
      currency,
    };
  }

  /**
   * The one check: may this player risk this money now? A deposit or stake is counted with the money of its kind
   * already on its way into the ledger, read after the player's risk ticket (docs/player-protection.md, "Checks
   * that race").
   */
  async function riskVerdict(userId: string, risk: Risk): Promise<RiskVerdict> {
    const at = now();
    if (risk.kind === 'launch') {
      const exclusion = await exclusions.inForceAt(userId, at);
      if (exclusion) return excludedVerdict(exclusion, at);
      const started = risk.sessionId ? await sessionStartOf(risk.sessionId) : null;
      const { currency } = await player(userId);
      // A game whose every stake would break a wager or loss limit is not opened: the smallest stake is checked.
      const { sessionEndsAt, breach } = await limits.atLaunch(userId, started, currency);
      if (sessionEndsAt && sessionEndsAt <= at)
        return { allowed: false, reason: 'session', endedAt: sessionEndsAt };
      if (breach) return { allowed: false, reason: 'limit', limit: breach };
      const session = started ? { startedAt: started, endsAt: sessionEndsAt } : null;
      return { allowed: true, ticket: null, session };
    }
    const [ticket, exclusion, rows] = await Promise.all([
      riskTicketOf(db, userId),
      exclusions.inForceAt(userId, at),
      limitsOf(db, userId),
    ]);
    if (exclusion) return excludedVerdict(exclusion, at);
    if (limits.limitsFor(risk, rows, at).length === 0) return { allowed: true, ticket: null, session: null };
    const breach = await limits.breach(userId, risk, rows);
    return breach
      ? { allowed: false, reason: 'limit', limit: breach }
      : { allowed: true, ticket, session: null };
  }

  function excludedVerdict(exclusion: PlayerExclusionRow, at: Date): RiskVerdict {
    return { allowed: false, reason: 'excluded', until: exclusion.endsAt > at ? exclusion.endsAt : null };
  }

  /**
   * The check for a path that answers a player over HTTP (game launch, deposits): a refusal is a translated
   * error. An error reading the state propagates: nothing is risked.
   */
  async function assertMayRisk(userId: string, risk: Risk): Promise<RiskAllowance> {
    const verdict = await riskVerdict(userId, risk);
    if (verdict.allowed) return { ticket: verdict.ticket, session: verdict.session };
    if (verdict.reason === 'excluded')
      throw new AppError(
        'player_restricted',
        403,
        verdict.until
          ? `A break from gambling is in force until ${verdict.until.toISOString()}.`
          : 'A self-exclusion is in force.',
      );
    if (verdict.reason === 'session')
      throw new AppError('session_limit_reached', 403, 'The session time limit has been reached.');
    throw new AppError(
      'limit_reached',
      403,
      `This would go over your ${verdict.limit.kind} limit for the ${verdict.limit.period}.`,
    );
  }

  /**
   * Takes the ticket of an allowed deposit in the transaction that records it; false when another deposit or
   * stake of the player was recorded since the check (check again). A null ticket (no limit applied) is kept.
   */
  async function takeTicket(executor: DbExecutor, userId: string, ticket: number | null): Promise<boolean> {
    return ticket === null || takeRiskTicket(executor, userId, ticket);
  }

  /** Whether the player is on a break (the winners list hides itself from them). */
  async function onBreak(userId: string): Promise<boolean> {
    return (await exclusions.inForceAt(userId, now())) !== null;
  }

  /** Ends the player's real-money games: a stop from a reality check, or the session limit reached. */
  async function stopPlay(userId: string): Promise<void> {
    await endPlayOf(userId);
  }

  async function staffView(userId: string): Promise<StaffPlayerProtection> {
    const changes: ProtectionChange[] = (await changesOf(db, userId)).map((row) => ({
      at: row.at.toISOString(),
      subject: row.subject,
      before: row.before,
      after: row.after,
      actor: row.actor,
      reason: row.reason,
    }));
    return { protection: await status(userId), changes };
  }

  async function staffLowerLimit(userId: string, staffId: string, request: StaffLimitRequest) {
    const { currency } = await player(userId);
    const key = request.kind === 'session' ? ({ kind: 'session', period: 'session' } as const) : request;
    await limits.lowerByStaff(userId, key, request.amount, currency, {
      by: 'staff',
      staffId,
      reason: request.reason,
    });
    return staffView(userId);
  }

  async function staffAddTimeOut(userId: string, staffId: string, request: StaffTimeOutRequest) {
    await player(userId);
    await exclusions.start(
      userId,
      { kind: 'timeOut', period: request.period },
      { by: 'staff', staffId, reason: request.reason },
    );
    return staffView(userId);
  }

  return {
    status,
    startExclusion,
    requestReturn,
    setLimit,
    confirmLimit,
    setRealityCheck,
    playSession,
    riskVerdict,
    assertMayRisk,
    takeTicket,
    onBreak,
    stopPlay,
    staffView,
    staffLowerLimit,
    staffAddTimeOut,
  };
}

export type Protection = ReturnType<typeof createProtection>;
