import type { RouletteTableLimits } from '@casino/game-math';
import type { RouletteProblem } from './roulette-controller.ts';
import type { RouletteNames } from './use-roulette-names.ts';

/** Why chips were refused or the spin cannot go, in words, with the limit it is about. */
export function problemText(
  { problem, position }: RouletteProblem,
  limits: RouletteTableLimits,
  names: RouletteNames,
  money: (amount: number) => string,
): string {
  const { game } = names;
  const name = position ? names.position(position) : '';
  switch (problem) {
    case 'below-inside-minimum':
      return game.t('belowInsideMinimum', { position: name, amount: money(limits.insideMinimum) });
    case 'below-outside-minimum':
      return game.t('belowOutsideMinimum', { position: name, amount: money(limits.outsideMinimum) });
    case 'above-inside-maximum':
      return game.t('aboveInsideMaximum', { position: name, amount: money(limits.insideMaximum) });
    case 'above-outside-maximum':
      return game.t('aboveOutsideMaximum', { position: name, amount: money(limits.outsideMaximum) });
    case 'above-spin-maximum':
      return game.t('aboveSpinMaximum', { amount: money(limits.spinMaximum) });
    case 'above-balance':
      return game.t('aboveBalance');
  }
}
