import { setTimeout as delay } from 'node:timers/promises';
import { gameLaunchSchema, gameListSchema, transactionPageSchema, type GameLaunch } from '@casino/contracts';
import type { BrowserSession, DemoApi } from './demo-api.ts';

/** Dice bets, or slot spins (with any free spins a spin starts). */
export type RoundKind = 'dice' | 'slot';

/** A game provider's game server, which plays real-money rounds of a launched game as its game client asks. */
export interface RoundPlayer {
  /** Null when the provider can play now; otherwise why it cannot. */
  unavailable(): Promise<string | null>;
  /** Plays up to `rounds` rounds of the launched game; answers how many were played. */
  play(launch: GameLaunch, rounds: number, kind?: RoundKind): Promise<number>;
}

export type RoundsOutcome = { played: number } | { skipped: string };

const ROUNDS = 6;
const CATALOGUE_POLL_MS = 500;

/**
 * A few dice rounds played for real money: the player launches a dice game through the platform (a launch
 * token), and the provider's game server plays the rounds, settling each bet and win through the platform's
 * seamless wallet. Nothing is played when the player already has game transactions.
 */
export async function playDemoRounds(
  api: DemoApi,
  player: BrowserSession,
  roundPlayer: RoundPlayer,
  catalogueWaitMs: number,
): Promise<RoundsOutcome> {
  const history = await api.read(player, '/api/wallet/game-transactions?pageSize=1', transactionPageSchema);
  if (history.total > 0) return { played: 0 };
  const unavailable = await roundPlayer.unavailable();
  if (unavailable) return { skipped: unavailable };
  const gameId = await diceGame(api, player, catalogueWaitMs);
  if (!gameId) return { skipped: 'the catalogue has no dice game' };
  const launch = await api.write(
    player,
    'POST',
    `/api/games/${gameId}/launch`,
    { mode: 'real', language: 'en' },
    gameLaunchSchema,
  );
  return { played: await roundPlayer.play(launch, ROUNDS) };
}

/** The first dice game of the lobby, waiting up to `waitMs` for the catalogue import that runs at start. */
async function diceGame(api: DemoApi, player: BrowserSession, waitMs: number): Promise<string | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { games } = await api.read(player, '/api/games?category=dice&pageSize=1', gameListSchema);
    if (games[0]) return games[0].id;
    if (Date.now() >= deadline) return null;
    await delay(CATALOGUE_POLL_MS);
  }
}
