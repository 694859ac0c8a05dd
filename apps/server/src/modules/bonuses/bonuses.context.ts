import type { GameCategory } from '@casino/rules';
import type { GameType } from '@casino/contracts';
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
  /** A game's name in the catalogue, or null for a game it does not list. */
  gameNameOf(provider: string, gameId: string): Promise<string | null>;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** What the catalogue knows of a game, to weigh its stakes; null for a game it does not list. */
  gameOf(provider: string, gameId: string): Promise<{ type: GameType; categories: GameCategory[] } | null>;
}
