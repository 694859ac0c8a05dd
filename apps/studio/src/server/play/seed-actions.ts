/** The player's seed actions: show, rotate, change the client seed (which rotates too, see docs/fairness.md). */
import { and, eq } from 'drizzle-orm';
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

/** Rotates the player's seed; refused while free spins drawn from it are still to be played. */
export async function rotateSessionSeed(
  context: PlayContext,
  sessionId: string,
  clientSeed?: string,
): Promise<Rotation> {
  const session = await sessionById(context, sessionId);
  const [open] = await context.db
    .select({ id: studioRounds.id })
    .from(studioRounds)
    .where(and(eq(studioRounds.playerKey, session.playerKey), eq(studioRounds.status, 'feature')))
    .limit(1);
  if (open) throw new PlayError('FEATURE_IN_PROGRESS', 'finish the free spins before changing seeds');
  return context.db.transaction((tx) => rotateSeed(tx, session.playerKey, clientSeed));
}
