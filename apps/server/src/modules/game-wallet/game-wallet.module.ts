import type { Platform } from '../../platform/platform.ts';
import { createGeoService } from '../geo/geo.service.ts';
import type { GameWalletContext, GameWalletOptions } from './game-wallet.context.ts';
import { createLaunchTokens } from './launch-tokens.service.ts';
import { createSeamlessSession, playerIdFor } from './seamless-session.service.ts';
import { stakesOnTheWay } from './seamless-transactions.repo.ts';
import { createSeamlessTransactions } from './seamless-transactions.service.ts';
import { listWinningRounds } from './winning-rounds.repo.ts';
import type { WinningRoundsQuery } from './winning-rounds.ts';

/**
 * The platform side of the seamless-wallet protocol (docs/seamless-wallet.md): launch tokens for real-money
 * game launches, and the authenticate, balance, bet, win and rollback calls game providers make.
 */
export function createGameWallet(
  platform: Pick<Platform, 'db' | 'config' | 'clock'>,
  options: GameWalletOptions,
) {
  const context: GameWalletContext = {
    db: platform.db,
    now: platform.clock ?? (() => new Date()),
    secrets: new Map(Object.entries(platform.config.seamlessWalletSecrets)),
    geo: createGeoService(platform.config),
    ...options,
  };
  const launchTokens = createLaunchTokens(context);
  return {
    /** For the game launcher: a token for a real-money launch (`{ userId, provider, gameId, currency }`). */
    createLaunchToken: launchTokens.create,
    launchTokens,
    /** Ends the player's real-money games at once: their launch tokens take no more bets. */
    endPlayOf: launchTokens.endPlayOf,
    session: createSeamlessSession(context, launchTokens),
    /** The player as the provider knows them (its `playerId`): what a free-rounds award is made out to. */
    playerIdOf: playerIdFor,
    transactions: createSeamlessTransactions(context, launchTokens),
    /** The provider's shared secret; undefined for a provider that is not configured. */
    secretOf: (provider: string) => context.secrets.get(provider),
    /** For wager and loss limits: the player's stakes claimed and not yet in the ledger. */
    stakesOnTheWay: (query: { userId: string; currency: string }) => stakesOnTheWay(context.db, query),
    /** For the top winners: settled rounds that paid more than they staked. */
    winningRounds: (query: WinningRoundsQuery) => listWinningRounds(context.db, query),
    now: context.now,
  };
}

export type GameWallet = ReturnType<typeof createGameWallet>;
