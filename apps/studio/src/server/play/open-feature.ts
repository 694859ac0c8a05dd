import { and, eq } from 'drizzle-orm';
import type { PlayContext } from './play-context.ts';
import { PlayError } from './play-error.ts';
import { studioRounds } from './play.tables.ts';

/** Refuses a new round of a game while the player still has free spins of it to play. */
export async function refuseWhileFeatureOpen(
  context: PlayContext,
  playerKey: string,
  gameId: string,
): Promise<void> {
  const [open] = await context.db
    .select({ id: studioRounds.id })
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.playerKey, playerKey),
        eq(studioRounds.gameId, gameId),
        eq(studioRounds.status, 'feature'),
      ),
    )
    .limit(1);
  if (open) throw new PlayError('FEATURE_IN_PROGRESS', 'play the free spins first');
}
