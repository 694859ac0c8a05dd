import type { GameCategory } from '@casino/rules';
import type { GameType } from '@casino/contracts';
import type { WinningRound, WinningRoundsQuery } from '../game-wallet/winning-rounds.ts';
import type { WalletPort } from '../wallet/wallet.port.ts';
import type { FreeRoundsProviders } from './free-rounds.port.ts';

/** What the bonuses module needs of the others, handed in by `modules/index.ts`. */
export interface BonusesContext {
  /** The visitor's alpha-2 country by address (GeoIP), or null. */
  countryOf(ip: string): string | null;
  /** Whether an alpha-2 code names a country (a campaign may be limited to known countries only). */
  knownCountry(code: string): boolean;
  /** Whether a player is on a time-out or self-exclusion: nothing offers them a bonus then. */
  onBreak(userId: string): Promise<boolean>;
  /** A signed-in player's account currency and country, or null for an unknown account. */
  playerOf(userId: string): Promise<{ currency: string; country: string } | null>;
  /** Bonus money moves only through the wallet. */
  wallet: WalletPort;
  /** The player's available real and bonus balances in minor units of `currency` (0 where they hold none). */
  balancesOf(userId: string, currency: string): Promise<{ real: number; bonus: number }>;
  /** Tells the player's open pages that a bonus of theirs became active (`bonus.v1`); a failure is only logged. */
  announceBonus(userId: string, grantId: string): Promise<void>;
  /** Tells the player's open pages how many free spins they have left (`freeSpins.v1`); a failure is only logged. */
  announceFreeSpins(userId: string, number: number): Promise<void>;
  /** The providers' free-rounds APIs, which play the free spins (docs/free-rounds.md). */
  freeRounds: FreeRoundsProviders;
  /** The player as a provider knows them (the seamless wallet's `playerId`): what free rounds are made out to. */
  providerPlayerId(provider: string, userId: string): string;
  /** A game's name in the catalogue, or null for a game it does not list. */
  gameNameOf(provider: string, gameId: string): Promise<string | null>;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** What the catalogue knows of a game, to weigh its stakes; null for a game it does not list. */
  gameOf(provider: string, gameId: string): Promise<{ type: GameType; categories: GameCategory[] } | null>;
  /**
   * The players whose date of birth (their profile's) falls on the month and day (1-based): ids in ascending
   * order after `after`, at most `limit` (the birthday job reads them page by page).
   */
  playersBornOn(
    on: { month: number; day: number },
    page: { after: string | null; limit: number },
  ): Promise<string[]>;
  /** Settled rounds that paid more than they staked (the game wallet's), for the winnings boost. */
  winningRounds(query: WinningRoundsQuery): Promise<WinningRound[]>;
}
