import { useState } from 'react';
import type { Language } from '@casino/rules';
import type { BetLevels } from '../../shared/play-api.ts';
import {
  betLimits,
  betText,
  checkBet,
  doubleBet,
  halveBet,
  type BetLimits,
  type BetProblem,
} from './bet-amount.ts';

export interface BetField {
  /** What the field shows: the player's text, or the bet written out after ½ or 2×. */
  readonly text: string;
  /** Why the text cannot be played; null when it can. */
  readonly problem: BetProblem | null;
  readonly limits: BetLimits;
  /** ½ and 2× would change something (at the lowest or highest bet they would not, unless the text is wrong). */
  readonly canHalve: boolean;
  readonly canDouble: boolean;
  type(text: string): void;
  halve(): void;
  double(): void;
}

/**
 * The bet field of the dice screen. A typed amount becomes the bet as soon as it lies within the limits; the
 * text stays as typed until it is right, and the screen plays nothing while it is not (it never plays an amount
 * other than the one shown). The balance counts only between rolls: during one the balance shown has the stake
 * taken off already.
 */
export function useBetField(options: {
  readonly bet: number;
  readonly balance: number;
  readonly bets: BetLevels;
  readonly language: Language;
  readonly betweenRolls: boolean;
  setBet(bet: number): void;
}): BetField {
  const { bet, balance, bets, language, betweenRolls, setBet } = options;
  const limits = betLimits(bets);
  const [text, setText] = useState(() => betText(bet, bets.currency, language));
  const { problem } = checkBet(
    text,
    bets.currency,
    limits,
    betweenRolls ? balance : Number.POSITIVE_INFINITY,
  );
  const show = (next: number) => {
    setBet(next);
    setText(betText(next, bets.currency, language));
  };
  return {
    text,
    problem,
    limits,
    canHalve: problem !== null || bet > limits.min,
    canDouble: problem !== null || bet < limits.max,
    type(next) {
      setText(next);
      const typed = checkBet(next, bets.currency, limits, Number.POSITIVE_INFINITY);
      if (typed.problem === null) setBet(typed.bet);
    },
    halve: () => show(halveBet(bet, limits)),
    double: () => show(doubleBet(bet, limits)),
  };
}
