/** Opening a game: real mode authenticates the platform's launch token, demo mode opens a virtual balance. */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { betLevels, demoStartingBalance } from '../catalogue/bet-levels.ts';
import type { CatalogueGame } from '../catalogue/catalogue-game.ts';
import { sessionFreeRounds } from '../free-rounds/player-awards.ts';
import { WalletUnavailableError } from '../wallet-client/wallet-client.ts';
import type { PlayContext } from './play-context.ts';
import { PlayError } from './play-error.ts';
import { studioRounds, studioSessions } from './play.tables.ts';
import { roundView } from './round-view.ts';
import { activeSeed, commitmentOf } from './seeds.ts';
import type { BetLevels, SessionView } from '../../shared/play-api.ts';

export type SessionRow = typeof studioSessions.$inferSelect;

export interface OpenSessionRequest {
  readonly gameId: string;
  readonly mode: 'real' | 'demo';
  readonly token?: string | undefined;
  readonly currency?: string | undefined;
  readonly language: string;
}

export function gameOf(context: PlayContext, gameId: string): CatalogueGame {
  const game = context.catalogue.byId.get(gameId);
  if (!game) throw new PlayError('GAME_NOT_FOUND', `no game ${gameId}`);
  return game;
}

export function betLevelsOf(game: CatalogueGame, currency: string): BetLevels {
  return betLevels(currency, game.kind === 'slot' ? game.definition.betCoins : 1);
}

export async function openSession(context: PlayContext, request: OpenSessionRequest): Promise<SessionView> {
  const game = gameOf(context, request.gameId);
  const id = randomBytes(24).toString('base64url');
  if (request.mode === 'demo') {
    if (!game.hasDemo) throw new PlayError('NO_DEMO', `${game.id} has no demo`);
    const currency = request.currency ?? 'EUR';
    const balance = demoStartingBalance(currency);
    const playerKey = `demo:${id}`;
    await context.db.insert(studioSessions).values({
      id,
      gameId: game.id,
      mode: 'demo',
      playerKey,
      currency,
      language: request.language,
      demoBalance: balance,
    });
    const seed = await activeSeed(context.db, playerKey);
    return {
      sessionId: id,
      gameId: game.id,
      mode: 'demo',
      currency,
      language: request.language,
      balance,
      bets: betLevelsOf(game, currency),
      seeds: commitmentOf(seed),
      unfinishedRound: null,
      freeRounds: null,
    };
  }

  if (!request.token) throw new PlayError('INVALID_TOKEN', 'real play needs the platform launch token');
  const answer = await context.wallet.authenticate(request.token).catch((error: unknown) => {
    if (error instanceof WalletUnavailableError) throw new PlayError('WALLET_UNAVAILABLE', error.message);
    throw error;
  });
  if (answer.status !== 'OK') {
    throw new PlayError(answer.code === 'TOKEN_EXPIRED' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN', answer.code);
  }
  if (answer.gameId !== game.id)
    throw new PlayError('GAME_MISMATCH', 'the token was issued for another game');
  const playerKey = `player:${answer.playerId}`;
  await context.db.insert(studioSessions).values({
    id,
    gameId: game.id,
    mode: 'real',
    playerKey,
    token: request.token,
    currency: answer.currency,
    language: request.language,
  });
  const [unfinished] = await context.db
    .update(studioRounds)
    .set({ sessionId: id, token: request.token })
    .where(
      and(
        eq(studioRounds.playerKey, playerKey),
        eq(studioRounds.gameId, game.id),
        inArray(studioRounds.status, ['feature', 'playing']),
      ),
    )
    .returning();
  const seed = await activeSeed(context.db, playerKey);
  const freeRounds = await sessionFreeRounds(context.db, {
    mode: 'real',
    playerKey,
    currency: answer.currency,
    gameId: game.id,
  });
  return {
    sessionId: id,
    gameId: game.id,
    mode: 'real',
    currency: answer.currency,
    language: request.language,
    balance: answer.balance,
    bets: betLevelsOf(game, answer.currency),
    seeds: commitmentOf(seed),
    unfinishedRound: unfinished ? roundView(unfinished, null) : null,
    freeRounds,
  };
}

export async function sessionById(context: PlayContext, sessionId: string): Promise<SessionRow> {
  const [session] = await context.db.select().from(studioSessions).where(eq(studioSessions.id, sessionId));
  if (!session) throw new PlayError('SESSION_NOT_FOUND', 'no such session');
  return session;
}

/** Puts a demo balance back to its starting value. */
export async function resetDemoBalance(context: PlayContext, sessionId: string): Promise<number> {
  const session = await sessionById(context, sessionId);
  if (session.mode !== 'demo') throw new PlayError('NOT_DEMO', 'only a demo balance can be reset');
  const [open] = await context.db
    .select({ id: studioRounds.id })
    .from(studioRounds)
    .where(and(eq(studioRounds.sessionId, sessionId), eq(studioRounds.status, 'feature')))
    .orderBy(desc(studioRounds.createdAt))
    .limit(1);
  if (open) throw new PlayError('FEATURE_IN_PROGRESS', 'finish the free spins first');
  const balance = demoStartingBalance(session.currency);
  await context.db
    .update(studioSessions)
    .set({ demoBalance: balance })
    .where(eq(studioSessions.id, sessionId));
  return balance;
}
