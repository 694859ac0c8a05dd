import type { SQL } from 'drizzle-orm';
import type { PlayerCurrency } from '@casino/rules';
import type { Db } from '../../platform/db/client.ts';
import type { GeoService } from '../geo/geo.service.ts';
import type { WalletPort } from '../wallet/wallet.port.ts';
import type { StakeFundingInput, StakeFundingPolicy } from '../wallet/stake-funding.ts';

/** How bets are paid for (docs/ledger.md, Stake funding). */
export interface StakeFunding {
  policy: StakeFundingPolicy;
  /**
   * The player's balances, active promotion terms and pool contributions for a bet on this game; called only
   * when the policy reads them. Without it the policy gets empty balances, no promotion and no contributions.
   */
  inputsOf?: (
    player: { userId: string; currency: PlayerCurrency },
    gameId: string,
  ) => Promise<Omit<StakeFundingInput, 'stake'>>;
}

/** What the game-wallet module needs from the rest of the platform, handed over in modules/index.ts. */
export interface GameWalletOptions {
  /** Money moves only through the wallet. */
  wallet: WalletPort;
  /** The player's available real balance in minor units of `currency` (0 when they hold none in it). */
  realBalanceOf: (userId: string, currency: PlayerCurrency) => Promise<number>;
  /** The player's account currency and country (ISO alpha-2); null for an unknown account. */
  playerOf: (userId: string) => Promise<{ currency: PlayerCurrency; country: string } | null>;
  /** The game's display name for the player's history (the catalogue's); null when it does not know it. */
  gameNameOf: (provider: string, gameId: string) => Promise<string | null>;
  /** How bets are funded; real money only (`realMoneyStakes`) when not given. */
  stakeFunding?: StakeFunding;
  /**
   * The player-protection state of a bet's player as SQL conditions (docs/player-protection.md), asked inside
   * the bet's one statement: a bet whose player is `excluded` is refused with PLAYER_RESTRICTED; one whose player
   * is `limited` (has a wager or loss limit) is first put to `betVerdict`. Wins and rollbacks never ask.
   */
  betGuard: BetGuard;
  /**
   * The full player-protection check for one stake: `restricted` on a break, `limit` when the stake would go over
   * a wager or loss limit. Asked for the bets of players the guard calls `limited`; the bet is refused with
   * PLAYER_RESTRICTED or LIMIT_REACHED, and with PLAYER_RESTRICTED when the check fails (fail closed).
   */
  betVerdict: (bet: { userId: string; amount: number; currency: string }) => Promise<BetVerdict>;
  /**
   * Whether the operator restricts the game in the country, as an SQL condition asked inside the bet's one
   * statement with the launch token's country: such a bet is refused with GAME_RESTRICTED (§6, §8).
   */
  gameRestriction: GameRestriction;
  /**
   * The free-rounds batch a win names (`freeRoundsId`, docs/free-rounds.md): its player, currency, provider and
   * games, or null when it is unknown or cancelled. Without it, every free-rounds win is refused.
   */
  freeRoundsOf?: (id: string) => Promise<FreeRoundsBatch | null>;
}

/** What a free-rounds win is checked against. */
export interface FreeRoundsBatch {
  userId: string;
  currency: string;
  provider: string;
  gameIds: readonly string[];
}

/**
 * The full check's answer. An allowed stake carries the risk ticket the check read (null: no limit applied); the
 * claim takes it, and a stake whose ticket was taken meanwhile by another is checked again.
 */
export type BetVerdict = { verdict: 'allowed'; ticket: number | null } | { verdict: 'restricted' | 'limit' };

/**
 * SQL on the bet's player (`userId`) at the moment `at`; see GameWalletOptions.betGuard. `takeTicket(ticket)` is a
 * data-modifying statement answering a row only when it moved the player's risk ticket on from `ticket`.
 */
export type BetGuard = (
  userId: SQL,
  at: SQL,
) => { excluded: SQL; limited: SQL; takeTicket: (ticket: SQL) => SQL };

/** SQL on the bet's provider, game and launch country; see GameWalletOptions.gameRestriction. */
export type GameRestriction = (provider: SQL, gameId: SQL, country: SQL) => SQL;

/** What the module's services share; built once in game-wallet.module.ts. */
export interface GameWalletContext extends GameWalletOptions {
  db: Db;
  now: () => Date;
  /** Shared secret by provider name. */
  secrets: ReadonlyMap<string, string>;
  /** The blocked countries (BLOCKED_COUNTRIES): no real-money launch from one, no bet on a game launched from one. */
  geo: Pick<GeoService, 'isBlocked' | 'blockedCountries'>;
}
