/** What the bonuses module needs of the others, handed in by `modules/index.ts`. */
export interface BonusesContext {
  /** The visitor's alpha-2 country by address (GeoIP), or null. */
  countryOf(ip: string): string | null;
  /** A signed-in player's account currency and country, or null for an unknown account. */
  playerOf(userId: string): Promise<{ currency: string; country: string } | null>;
}
