/**
 * The French announced (call) bets on sectors of the wheel. Each is a fixed set of chips on ordinary inside
 * positions, so once placed they settle, merge and meet the limits like any other bet.
 */
import type { RouletteBet, RouletteInsideKind, RouletteInsidePosition } from './roulette-bet.ts';

/** The announced bets: the sectors around zero (voisins, jeu zéro), opposite it (tiers) and the rest. */
export type RouletteAnnouncedBet = 'voisins-du-zero' | 'tiers-du-cylindre' | 'orphelins' | 'jeu-zero';

/** One chip stack of an announced bet: a position and how many units go on it. */
export interface RouletteAnnouncedChips {
  readonly position: RouletteInsidePosition;
  readonly units: number;
}

const chips = (kind: RouletteInsideKind, numbers: number[], units = 1): RouletteAnnouncedChips => ({
  position: { kind, numbers },
  units,
});

/** The chips of each announced bet (voisins 9 units, tiers 6, orphelins 5, jeu zéro 4). */
export const ROULETTE_ANNOUNCED_BETS: Readonly<
  Record<RouletteAnnouncedBet, readonly RouletteAnnouncedChips[]>
> = {
  // The 17 pockets from 22 to 25 on the wheel.
  'voisins-du-zero': [
    chips('street', [0, 2, 3], 2),
    chips('split', [4, 7]),
    chips('split', [12, 15]),
    chips('split', [18, 21]),
    chips('split', [19, 22]),
    chips('corner', [25, 26, 28, 29], 2),
    chips('split', [32, 35]),
  ],
  // The 12 pockets from 27 to 33, opposite zero.
  'tiers-du-cylindre': [
    chips('split', [5, 8]),
    chips('split', [10, 11]),
    chips('split', [13, 16]),
    chips('split', [23, 24]),
    chips('split', [27, 30]),
    chips('split', [33, 36]),
  ],
  // The 8 pockets neither voisins nor tiers cover.
  orphelins: [
    chips('straight', [1]),
    chips('split', [6, 9]),
    chips('split', [14, 17]),
    chips('split', [17, 20]),
    chips('split', [31, 34]),
  ],
  // The 7 pockets from 12 to 15 on the wheel.
  'jeu-zero': [
    chips('split', [0, 3]),
    chips('split', [12, 15]),
    chips('straight', [26]),
    chips('split', [32, 35]),
  ],
};

/** The bets an announced bet places, at `unit` minor units per chip. */
export function announcedBets(name: RouletteAnnouncedBet, unit: number): RouletteBet[] {
  if (!Object.hasOwn(ROULETTE_ANNOUNCED_BETS, name)) throw new RangeError(`unknown announced bet: ${name}`);
  if (!Number.isSafeInteger(unit) || unit <= 0) throw new RangeError('unit must be a positive integer');
  return ROULETTE_ANNOUNCED_BETS[name].map(({ position, units }) => ({
    kind: position.kind,
    numbers: [...position.numbers],
    amount: units * unit,
  }));
}
