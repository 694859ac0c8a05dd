import { ROULETTE_ANNOUNCED_BETS, type RouletteAnnouncedBet } from '@casino/game-math';

/** Each announced bet's name in the texts. */
export const ANNOUNCED_NAMES = {
  'voisins-du-zero': 'voisins',
  'tiers-du-cylindre': 'tiers',
  orphelins: 'orphelins',
  'jeu-zero': 'jeuZero',
} as const satisfies Record<RouletteAnnouncedBet, string>;

/** How many chips an announced bet places. */
export function announcedChips(name: RouletteAnnouncedBet): number {
  return ROULETTE_ANNOUNCED_BETS[name].reduce((sum, chips) => sum + chips.units, 0);
}
