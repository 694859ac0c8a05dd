import type { GameCategory, GameStartProfile, PlayerCurrency } from '@casino/rules';
import type { GameType } from '@casino/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { CatalogueSource } from './catalogue-source.ts';

export interface GamesLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What the games module needs from the rest of the platform, handed over in modules/index.ts. */
export interface GamesOptions {
  /** The provider's published catalogue; null when none is configured (STUDIO_URL empty). */
  catalogueSource: CatalogueSource | null;
  /** The visitor's country (ISO alpha-2) from the request address; null when unknown. */
  countryOf: (ip: string) => string | null;
  /** The player's account currency; null for an unknown account. */
  currencyOf: (userId: string) => Promise<PlayerCurrency | null>;
  /** The profile fields a real-money game may require (§5). */
  profileOf: (userId: string) => Promise<GameStartProfile>;
  /** The player's available real and bonus balances, minor units of their currency. */
  balancesOf: (userId: string) => Promise<{ currency: PlayerCurrency; real: number; bonus: number }>;
  /**
   * How much a stake on a game counts towards the player's active bonus (0–100 %, docs/bonuses.md); null when no
   * bonus is active. The bonus engine provides it; the launch and the `bonus-games` category ask it.
   */
  bonusWeigherOf: (userId: string) => Promise<BonusWeigher | null>;
  /**
   * A seamless-wallet launch token (game-wallet module); `country` is where the player launches from (ISO
   * alpha-2, null when unknown): refused when it is blocked, and kept so that bets stop if it is blocked later.
   */
  createLaunchToken: (request: {
    userId: string;
    provider: string;
    gameId: string;
    currency: PlayerCurrency;
    country: string | null;
    /** The sign-in session the game is launched in: the token takes no bet after its end (the session limit). */
    session: LaunchSession | null;
  }) => Promise<{ token: string; expiresAt: Date }>;
  /**
   * The player-protection check (docs/player-protection.md): throws `player_restricted` (403) on a break,
   * `session_limit_reached` (403) once the session limit has run out and `limit_reached` (403) when a wager or
   * loss limit leaves no stake. A real-money launch asks it; it answers the session the launch is made in.
   */
  assertMayRisk: (
    userId: string,
    risk: { kind: 'launch'; sessionId: string | null },
  ) => Promise<{ session: LaunchSession | null }>;
  log: GamesLog;
}

/** A sign-in session as a launch sees it: its start, and its end under the session time limit (null: none). */
export interface LaunchSession {
  startedAt: Date;
  endsAt: Date | null;
}

/** What the module's services share; built once in games.module.ts. */
export interface GamesContext extends GamesOptions {
  db: Db;
  now: () => Date;
}

/** A game as the bonus engine weighs it: the provider's id, its type and categories, and the operator's flag. */
export interface BonusWeighedGame {
  provider: string;
  /** The provider's id of the game. */
  gameId: string;
  type: GameType;
  categories: readonly GameCategory[];
  /** False: the operator excludes the game from wagering, whatever the bonus says. */
  isWagering: boolean;
}

/** The weight, in percent, of a game's stakes towards the active bonus's wagering. */
export type BonusWeigher = (game: BonusWeighedGame) => number;
