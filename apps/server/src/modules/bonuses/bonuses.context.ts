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
}
