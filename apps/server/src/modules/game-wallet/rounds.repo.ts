import { and, eq } from 'drizzle-orm';
import type { Executor } from './seamless-transactions.repo.ts';
import { seamlessRounds } from './game-wallet.tables.ts';

export type RoundRow = typeof seamlessRounds.$inferSelect;

/** The round, opened for this player and game when the provider names it for the first time. */
export async function findOrOpenRound(
  db: Executor,
  round: { provider: string; roundId: string; userId: string; gameId: string; currency: string },
): Promise<RoundRow> {
  const [opened] = await db.insert(seamlessRounds).values(round).onConflictDoNothing().returning();
  if (opened) return opened;
  const [existing] = await db
    .select()
    .from(seamlessRounds)
    .where(and(eq(seamlessRounds.provider, round.provider), eq(seamlessRounds.roundId, round.roundId)));
  if (!existing) throw new Error('round vanished after its key conflicted');
  return existing;
}
