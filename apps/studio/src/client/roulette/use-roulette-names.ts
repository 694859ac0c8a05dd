import { useMemo } from 'react';
import {
  isInsidePosition,
  rouletteBetNumbers,
  rouletteColor,
  type RouletteBetKind,
  type RouletteBetPosition,
} from '@casino/game-math';
import { useGameMessages, type GameMessages } from '../i18n/game-messages.ts';
import { ROULETTE_TEXTS } from './messages/index.ts';
import type { RouletteMessages } from './messages/en.ts';

type RouletteKey = keyof RouletteMessages & string;

/** Each bet kind's name. */
export const KIND_NAMES: Readonly<Record<RouletteBetKind, RouletteKey>> = {
  straight: 'kindStraight',
  split: 'kindSplit',
  street: 'kindStreet',
  corner: 'kindCorner',
  'six-line': 'kindSixLine',
  dozen: 'kindDozen',
  column: 'kindColumn',
  red: 'kindRed',
  black: 'kindBlack',
  odd: 'kindOdd',
  even: 'kindEven',
  low: 'kindLow',
  high: 'kindHigh',
};

const COLOR_NAMES = { red: 'numberRed', black: 'numberBlack', green: 'numberGreen' } as const;

export interface RouletteNames {
  readonly game: GameMessages<RouletteMessages>;
  /** A number with its colour: '17 red'. */
  number(number: number): string;
  /** A position: 'Split 17/20', 'Dozen 1–12', 'Red'. */
  position(position: RouletteBetPosition): string;
}

/** How roulette names its numbers and positions in the page's language. */
export function useRouletteNames(): RouletteNames {
  const game = useGameMessages(ROULETTE_TEXTS);
  return useMemo(() => {
    const kind = (position: RouletteBetPosition) => game.t(KIND_NAMES[position.kind]);
    return {
      game,
      number: (number) => game.t(COLOR_NAMES[rouletteColor(number)], { number }),
      position(position) {
        if (isInsidePosition(position))
          return game.t('positionName', { kind: kind(position), numbers: position.numbers.join('/') });
        if (
          position.kind === 'dozen' ||
          position.kind === 'column' ||
          position.kind === 'low' ||
          position.kind === 'high'
        ) {
          const numbers = rouletteBetNumbers(position);
          const range =
            position.kind === 'column'
              ? `${numbers[0]}, ${numbers[1]} … ${numbers.at(-1)}`
              : `${numbers[0]}–${numbers.at(-1)}`;
          return game.t('positionName', { kind: kind(position), numbers: range });
        }
        return kind(position);
      },
    };
  }, [game]);
}
