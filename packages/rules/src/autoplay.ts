import type { Language } from './languages.ts';

/**
 * Countries (ISO 3166-1 alpha-2) whose gambling regulators forbid auto-play: Great Britain (the Gambling
 * Commission's remote technical standards, since 2021, for slots and similar games) and Germany (the 2021
 * Interstate Treaty on Gambling, for virtual slot machines). Games launched for a player there are told to
 * offer none.
 */
export const AUTOPLAY_FORBIDDEN_COUNTRIES: readonly string[] = ['GB', 'DE'];

export interface AutoplayMarket {
  /** Where the player is, from their address; null when unknown. */
  readonly country: string | null;
  /** The site language the game is launched in. */
  readonly language: Language;
  /** The currency the game is played in. */
  readonly currency: string;
}

/**
 * Whether a game may offer auto-play. Besides the country, the British site (`gb`) and play in pounds count as
 * the UK market, so a player whose address says nothing (or says another country) is not given auto-play there.
 */
export function isAutoplayAllowed({ country, language, currency }: AutoplayMarket): boolean {
  if (country !== null && AUTOPLAY_FORBIDDEN_COUNTRIES.includes(country.toUpperCase())) return false;
  return language !== 'gb' && currency !== 'GBP';
}
