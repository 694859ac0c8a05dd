import {
  exclusionEnd,
  mayReplaceExclusion,
  SELF_EXCLUSION_RETURN_COOLING_OFF_HOURS,
  type Exclusion,
} from '@casino/rules';
import type { StartExclusionRequest } from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import { appendEvents, prepareEvents } from '../../platform/events/outbox.ts';
import { actorName, actorReason, type Actor, type ProtectionContext } from './protection.context.ts';
import { insertExclusion, latestExclusion, recordChange, setExclusionReturn } from './protection.repo.ts';
import type { PlayerExclusionRow } from './protection.tables.ts';

const HOUR_MS = 3_600_000;

/**
 * Whether a break restricts the player at `at`. A time-out ends by itself; a self-exclusion stays in force after
 * its end until the player has asked to come back and the cooling-off after that request has passed.
 */
export function inForce(row: PlayerExclusionRow, at: Date): boolean {
  if (row.endsAt > at) return true;
  return row.kind === 'selfExclusion' && (row.returnsAt === null || row.returnsAt > at);
}

const described = (row: PlayerExclusionRow) => `${row.kind} ${row.period} until ${row.endsAt.toISOString()}`;

/** Time-outs and self-exclusions: started at once, only ever lengthened, and the return after a self-exclusion. */
export function createExclusions({ db, now, endPlayOf }: ProtectionContext) {
  async function inForceAt(userId: string, at: Date): Promise<PlayerExclusionRow | null> {
    const latest = await latestExclusion(db, userId, at);
    return latest && inForce(latest, at) ? latest : null;
  }

  /**
   * Starts a break at once and ends the player's games. One in force is only ever lengthened: a break that would
   * end sooner, or a time-out over a self-exclusion, is refused with 409 and changes nothing.
   */
  async function start(
    userId: string,
    request: StartExclusionRequest,
    actor: Actor,
  ): Promise<PlayerExclusionRow> {
    const at = now();
    const endsAt = exclusionEnd(at, request as Exclusion);
    const running = await inForceAt(userId, at);
    if (running && !mayReplaceExclusion(running, { kind: request.kind, endsAt }))
      throw new AppError(
        'exclusion_in_force',
        409,
        'A break that ends later is already in force; a break can only be lengthened.',
      );
    // The break, its audit row and the event that stops the player's bonuses are committed together.
    const inserted = await db.transaction(async (tx) => {
      const row = await insertExclusion(tx, {
        userId,
        kind: request.kind,
        period: request.period,
        startsAt: at,
        endsAt,
        setBy: actorName(actor),
        reason: actorReason(actor),
      });
      await recordChange(tx, {
        userId,
        subject: 'exclusion',
        before: running ? described(running) : null,
        after: described(row),
        actor: actorName(actor),
        reason: actorReason(actor),
        at,
      });
      const payload = {
        kind: row.kind,
        period: row.period,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        setBy: row.setBy,
      };
      await appendEvents(tx, prepareEvents([{ type: 'protection.break-started', payload }], userId));
      return row;
    });
    await endPlayOf(userId);
    // The new break ends later than any in force, so it is the one in force now.
    return inserted;
  }

  /** Whether the player may ask now to come back: a self-exclusion has run its course and nobody asked yet. */
  function mayRequestReturn(row: PlayerExclusionRow | null, at: Date): row is PlayerExclusionRow {
    return row !== null && row.kind === 'selfExclusion' && row.endsAt <= at && row.returnsAt === null;
  }

  /** The player's request to come back after a self-exclusion: play resumes after a 24-hour cooling-off. */
  async function requestReturn(userId: string): Promise<PlayerExclusionRow> {
    const at = now();
    const running = await inForceAt(userId, at);
    if (!mayRequestReturn(running, at))
      throw new AppError(
        'return_not_allowed',
        409,
        'Coming back can be asked once a self-exclusion has run its course, and only once.',
      );
    const returnsAt = new Date(at.getTime() + SELF_EXCLUSION_RETURN_COOLING_OFF_HOURS * HOUR_MS);
    const updated = await setExclusionReturn(db, running.id, returnsAt);
    await recordChange(db, {
      userId,
      subject: 'return',
      before: described(running),
      after: `returns ${returnsAt.toISOString()}`,
      actor: 'player',
      reason: null,
      at,
    });
    return updated;
  }

  return { inForceAt, start, requestReturn, mayRequestReturn };
}

export type Exclusions = ReturnType<typeof createExclusions>;
