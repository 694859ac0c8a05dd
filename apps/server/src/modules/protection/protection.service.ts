import { exclusionEnd, mayReplaceExclusion, type Exclusion } from '@casino/rules';
import type { ExclusionView, PlayerProtection, StartExclusionRequest } from '@casino/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { insertExclusion, latestExclusion } from './protection.repo.ts';
import type { PlayerExclusionRow } from './protection.tables.ts';

/**
 * The answer of the one check every money-risking path asks (docs/player-protection.md): whether the player may
 * risk money now, and if not, until when (null: until the player asks to come back).
 */
export type RiskVerdict = { allowed: true } | { allowed: false; reason: 'excluded'; until: Date | null };

/**
 * Whether a break restricts the player at `at`. A time-out ends by itself; a self-exclusion stays in force after
 * its end until the player asks to come back and a cooling-off has passed (that request is not built yet, so
 * until then it stays in force: the safe side).
 */
function inForce(row: PlayerExclusionRow, at: Date): boolean {
  return row.endsAt > at || row.kind === 'selfExclusion';
}

/** The player's view of the break in force. */
function viewOf(row: PlayerExclusionRow | null): PlayerProtection {
  return {
    exclusion: row
      ? {
          kind: row.kind,
          period: row.period as ExclusionView['period'],
          startedAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
        }
      : null,
  };
}

export function createProtection({ db, now }: { db: Db; now: () => Date }) {
  async function exclusionInForce(userId: string, at: Date): Promise<PlayerExclusionRow | null> {
    const latest = await latestExclusion(db, userId, at);
    return latest && inForce(latest, at) ? latest : null;
  }

  async function status(userId: string): Promise<PlayerProtection> {
    return viewOf(await exclusionInForce(userId, now()));
  }

  /**
   * Starts a break at once. One in force is only ever lengthened: a break that would end sooner, or a time-out
   * over a self-exclusion, is refused with 409 and changes nothing.
   */
  async function startExclusion(
    userId: string,
    request: StartExclusionRequest,
    setBy: { by: 'player' } | { by: 'staff'; staffId: string; reason: string } = { by: 'player' },
  ): Promise<PlayerProtection> {
    const at = now();
    const endsAt = exclusionEnd(at, request as Exclusion);
    const running = await exclusionInForce(userId, at);
    if (running && !mayReplaceExclusion(running, { kind: request.kind, endsAt }))
      throw new AppError(
        'exclusion_in_force',
        409,
        'A break that ends later is already in force; a break can only be lengthened.',
      );
    const inserted = await insertExclusion(db, {
      userId,
      kind: request.kind,
      period: request.period,
      startsAt: at,
      endsAt,
      setBy: setBy.by === 'player' ? 'player' : setBy.staffId,
      reason: setBy.by === 'staff' ? setBy.reason : null,
    });
    // The new break ends later than any in force, so it is the one in force now.
    return viewOf(inserted);
  }

  /** The one check: may this player risk money now? */
  async function riskVerdict(userId: string): Promise<RiskVerdict> {
    const at = now();
    const row = await exclusionInForce(userId, at);
    if (!row) return { allowed: true };
    return { allowed: false, reason: 'excluded', until: row.endsAt > at ? row.endsAt : null };
  }

  /**
   * The check for a path that answers a player over HTTP (game launch, deposits): refuses with 403
   * `player_restricted` while a break is in force. An error reading the state propagates: nothing is risked.
   */
  async function assertMayRisk(userId: string): Promise<void> {
    const verdict = await riskVerdict(userId);
    if (!verdict.allowed)
      throw new AppError(
        'player_restricted',
        403,
        verdict.until
          ? `A break from gambling is in force until ${verdict.until.toISOString()}.`
          : 'A self-exclusion is in force.',
      );
  }

  return { status, startExclusion, riskVerdict, assertMayRisk };
}

export type Protection = ReturnType<typeof createProtection>;
