import { describe, expect, it } from 'vitest';
import { cardOfCode } from '../cards/cards.ts';
import { blackjackCardPoints, blackjackHandValue, isPair, isTwoCard21 } from './hand-value.ts';

const cards = (codes: string) => codes.split(' ').map(cardOfCode);

describe('hand values', () => {
  it('counts pictures as ten and an ace as 11 while that does not bust', () => {
    expect(blackjackCardPoints(cardOfCode('KS'))).toBe(10);
    expect(blackjackCardPoints(cardOfCode('AS'))).toBe(1);
    expect(blackjackHandValue(cards('KS QH'))).toEqual({ total: 20, soft: false });
    expect(blackjackHandValue(cards('AS 6H'))).toEqual({ total: 17, soft: true });
    expect(blackjackHandValue(cards('AS 6H TD'))).toEqual({ total: 17, soft: false });
    expect(blackjackHandValue(cards('AS AH'))).toEqual({ total: 12, soft: true });
    expect(blackjackHandValue(cards('AS AH AD AC 7S'))).toEqual({ total: 21, soft: true });
    expect(blackjackHandValue(cards('TS 6H KD'))).toEqual({ total: 26, soft: false });
  });

  it('knows a two-card 21 and a pair of the same rank', () => {
    expect(isTwoCard21(cards('AS JD'))).toBe(true);
    expect(isTwoCard21(cards('AS 5D 5H'))).toBe(false);
    expect(isPair(cards('8S 8D'))).toBe(true);
    expect(isPair(cards('KS KD'))).toBe(true);
    // Two ten-value cards of different ranks are not a pair at this table.
    expect(isPair(cards('KS QD'))).toBe(false);
    expect(isPair(cards('8S 8D 8H'))).toBe(false);
  });
});
