/**
 * The platform's calls on awards: create (idempotent by the platform's id), cancel and read. Every game of an award
 * must be a slot of the catalogue, and its bet one the slot is played at in the award's currency.
 */
import type { FreeRoundsAward, FreeRoundsCreateRequest } from '@casino/contracts';
import { isValidSlotBet } from '@casino/game-math';
import { and, eq } from 'drizzle-orm';
import type { Catalogue } from '../catalogue/generate-catalogue.ts';
import type { StudioDb } from '../db/database.ts';
import type { PlayContext } from '../play/play-context.ts';
import { betLevelsOf } from '../play/sessions.ts';
import { FreeRoundsRefusal } from './free-rounds-refusal.ts';
import { studioFreeRounds, type FreeRoundsRow } from './free-rounds.tables.ts';
import { roundsLeft } from './player-awards.ts';

export interface CreatedAward {
  readonly award: FreeRoundsRow;
  /** False when the id named an award created before with the same fields. */
  readonly created: boolean;
}

export async function createAward(
  context: PlayContext,
  request: FreeRoundsCreateRequest,
): Promise<CreatedAward> {
  const existing = await findAward(context.db, request.id);
  if (existing) return { award: sameOrRefuse(existing, request), created: false };
  refuseUnplayable(context.catalogue, request);
  const expiresAt = new Date(request.expiresAt);
  if (expiresAt <= new Date()) throw new FreeRoundsRefusal('INVALID_REQUEST', 'expiresAt: already past');
  const [inserted] = await context.db
    .insert(studioFreeRounds)
    .values({
      id: request.id,
      playerKey: `player:${request.playerId}`,
      playerId: request.playerId,
      currency: request.currency,
      gameIds: request.gameIds,
      bet: request.bet,
      count: request.count,
      expiresAt,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { award: inserted, created: true };
  // The same id was created meanwhile (two deliveries of one request).
  const raced = await findAward(context.db, request.id);
  if (!raced) throw new Error(`award ${request.id} vanished`);
  return { award: sameOrRefuse(raced, request), created: false };
}

/** An active award becomes cancelled; any other is answered as it is. */
export async function cancelAward(db: StudioDb, id: string): Promise<FreeRoundsRow> {
  const [cancelled] = await db
    .update(studioFreeRounds)
    .set({ status: 'cancelled', finishedAt: new Date() })
    .where(and(eq(studioFreeRounds.id, id), eq(studioFreeRounds.status, 'active')))
    .returning();
  return cancelled ?? (await awardOrRefuse(db, id));
}

export async function awardOrRefuse(db: StudioDb, id: string): Promise<FreeRoundsRow> {
  const award = await findAward(db, id);
  if (!award) throw new FreeRoundsRefusal('NOT_FOUND', `no free-rounds award ${id}`);
  return award;
}

export function awardAnswer(award: FreeRoundsRow, now: Date = new Date()): FreeRoundsAward {
  return {
    id: award.id,
    playerId: award.playerId,
    currency: award.currency,
    gameIds: award.gameIds,
    bet: award.bet,
    count: award.count,
    played: award.played,
    left: roundsLeft(award, now),
    totalWin: award.totalWin,
    status: award.status,
    expiresAt: award.expiresAt.toISOString(),
  };
}

async function findAward(db: StudioDb, id: string): Promise<FreeRoundsRow | null> {
  const [award] = await db.select().from(studioFreeRounds).where(eq(studioFreeRounds.id, id));
  return award ?? null;
}

function refuseUnplayable(catalogue: Catalogue, request: FreeRoundsCreateRequest): void {
  for (const gameId of request.gameIds) {
    const game = catalogue.byId.get(gameId);
    if (game?.kind !== 'slot')
      throw new FreeRoundsRefusal('UNKNOWN_GAME', `${gameId} is not a slot of the studio`);
    const levels = betLevelsOf(game, request.currency).levels;
    if (!levels.includes(request.bet) || !isValidSlotBet(game.definition, request.bet)) {
      throw new FreeRoundsRefusal(
        'INVALID_BET',
        `${gameId} is played at ${levels.join(', ')} in ${request.currency}, not ${request.bet}`,
      );
    }
  }
}

function sameOrRefuse(award: FreeRoundsRow, request: FreeRoundsCreateRequest): FreeRoundsRow {
  const same =
    award.playerId === request.playerId &&
    award.currency === request.currency &&
    award.bet === request.bet &&
    award.count === request.count &&
    award.expiresAt.getTime() === new Date(request.expiresAt).getTime() &&
    award.gameIds.length === request.gameIds.length &&
    award.gameIds.every((gameId, index) => gameId === request.gameIds[index]);
  if (!same) throw new FreeRoundsRefusal('ID_REUSED', `award ${request.id} was created with other fields`);
  return award;
}
