/** Game recall (the last rounds of a player in a game) and what a browser needs to verify a round. */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { PlayContext } from './play-context.ts';
import { PlayError } from './play-error.ts';
import { studioRounds } from './play.tables.ts';
import { publicOutcome, roundView } from './round-view.ts';
import { revealedSeeds } from './seeds.ts';
import { sessionById } from './sessions.ts';
import type { RoundVerification, RoundView } from '../../shared/play-api.ts';

export const RECALL_ROUNDS = 10;

export async function recentRounds(
  context: PlayContext,
  sessionId: string,
  gameId: string | undefined,
): Promise<RoundView[]> {
  const session = await sessionById(context, sessionId);
  const rows = await context.db
    .select()
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.playerKey, session.playerKey),
        eq(studioRounds.gameId, gameId ?? session.gameId),
        ne(studioRounds.status, 'void'),
      ),
    )
    .orderBy(desc(studioRounds.createdAt), desc(studioRounds.nonce))
    .limit(RECALL_ROUNDS);
  const seeds = await revealedSeeds(context.db, [...new Set(rows.map((row) => row.serverSeedHash))]);
  return rows.map((row) => roundView(row, seeds.get(row.serverSeedHash) ?? null));
}

export async function roundVerification(context: PlayContext, roundId: string): Promise<RoundVerification> {
  const [round] = await context.db.select().from(studioRounds).where(eq(studioRounds.id, roundId));
  if (!round) throw new PlayError('ROUND_NOT_FOUND', 'no such round');
  const seeds = await revealedSeeds(context.db, [round.serverSeedHash]);
  const game = context.catalogue.byId.get(round.gameId);
  return {
    roundId: round.id,
    gameId: round.gameId,
    kind: round.kind,
    status: round.status,
    currency: round.currency,
    serverSeed: seeds.get(round.serverSeedHash) ?? null,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    bet: round.bet,
    stake: round.stake,
    definition: game?.kind === 'slot' ? game.definition : null,
    outcome: publicOutcome(round.outcome),
    steps: round.steps,
    totalWin: round.totalWin,
  };
}
