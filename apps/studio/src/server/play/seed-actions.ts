/** The player's seed actions: show, rotate, change the client seed (which rotates too, see docs/fairness.md). */
import { and, eq, inArray } from 'drizzle-orm';
import type { PlayContext } from './play-context.ts';
import { PlayError } from './play-error.ts';
import { studioRounds } from './play.tables.ts';
import { activeSeed, commitmentOf, rotateSeed } from './seeds.ts';
import { sessionById } from './sessions.ts';
import type { Rotation, SeedCommitment } from '../../shared/play-api.ts';

export async function currentSeeds(context: PlayContext, sessionId: string): Promise<SeedCommitment> {
  const session = await sessionById(context, sessionId);
  return commitmentOf(await activeSeed(context.db, session.playerKey));
}

/**
 * Rotates the player's seed; refused while free spins drawn from it are still to be played, and while a hand or
 * board dealt from it is being played (revealing the seed would reveal its hidden cards or mines). The check
 * runs after the seed is locked, so a round dealt at the same moment is seen.
 */
export async function rotateSessionSeed(
  context: PlayContext,
  sessionId: string,
  clientSeed?: string,
): Promise<Rotation> {
  const session = await sessionById(context, sessionId);
  return context.db.transaction(async (tx) => {
    await activeSeed(tx, session.playerKey, true);
    const open = await tx
      .select({ status: studioRounds.status })
      .from(studioRounds)
      .where(
        and(
          eq(studioRounds.playerKey, session.playerKey),
          inArray(studioRounds.status, ['feature', 'betting', 'playing']),
        ),
      );
    if (open.some((round) => round.status === 'feature')) {
      throw new PlayError('FEATURE_IN_PROGRESS', 'finish the free spins before changing seeds');
    }
    if (open.length > 0)
      throw new PlayError('ROUND_IN_PROGRESS', 'finish the round in play before changing seeds');
    return rotateSeed(tx, session.playerKey, clientSeed);
  });
}
