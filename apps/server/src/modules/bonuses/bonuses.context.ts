import type { GameCategory } from '@casino/rules';
import type { GameType } from '@casino/contracts';
import type { WalletPort } from '../wallet/wallet.port.ts';

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
  /** What the catalogue knows of a game, to weigh its stakes; null for a game it does not list. */
  gameOf(provider: string, gameId: string): Promise<{ type: GameType; categories: GameCategory[] } | null>;
}
