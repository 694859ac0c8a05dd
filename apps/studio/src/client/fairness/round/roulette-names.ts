/** Roulette positions and pocket colours in words. */
import { isInsidePosition, type RouletteBetPosition, type RouletteColor } from '@casino/game-math';
import type { FairnessMessages } from '../i18n/en.ts';
import { fill } from '../i18n/fill.ts';

const INSIDE_NAMES = {
  straight: 'rouletteStraight',
  split: 'rouletteSplit',
  street: 'rouletteStreet',
  corner: 'rouletteCorner',
  'six-line': 'rouletteSixLine',
} as const satisfies Record<string, keyof FairnessMessages>;

const EVEN_MONEY_NAMES = {
  red: 'rouletteRed',
  black: 'rouletteBlack',
  odd: 'rouletteOdd',
  even: 'rouletteEven',
  low: 'rouletteLow',
  high: 'rouletteHigh',
} as const satisfies Record<string, keyof FairnessMessages>;

/** "Split 17/20", "Dozen 13–24", "Red". */
export function rouletteBetName(bet: RouletteBetPosition, text: FairnessMessages): string {
  if (isInsidePosition(bet)) return fill(text[INSIDE_NAMES[bet.kind]], { numbers: bet.numbers.join('/') });
  switch (bet.kind) {
    case 'dozen':
      return fill(text.rouletteDozen, { from: 12 * bet.dozen - 11, to: 12 * bet.dozen });
    case 'column':
      return fill(text.rouletteColumn, { n: bet.column });
    default:
      return text[EVEN_MONEY_NAMES[bet.kind]];
  }
}

export function rouletteColourName(color: RouletteColor, text: FairnessMessages): string {
  switch (color) {
    case 'red':
      return text.rouletteRed;
    case 'black':
      return text.rouletteBlack;
    case 'green':
      return text.rouletteGreen;
  }
}
