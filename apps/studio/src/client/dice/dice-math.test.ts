import { createRandomStream, playDice } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { clampChance, diceQuote, targetForChance } from './dice-math.ts';

describe('the dice bet on screen', () => {
  it('turns a win chance into a target either way', () => {
    expect(targetForChance('under', 49.5)).toBe(49.5);
    expect(targetForChance('over', 49.5)).toBe(50.49);
    expect(targetForChance('over', 98)).toBe(1.99);
  });

  it('keeps the chance within the limits, to two decimals', () => {
    expect(clampChance(0.2, 1, 98)).toBe(1);
    expect(clampChance(99, 1, 98)).toBe(98);
    expect(clampChance(33.333, 1, 98)).toBe(33.33);
    expect(clampChance(Number.NaN, 1, 98)).toBe(1);
  });

  it('shows the multiplier and payout the server pays: (100 − edge) / chance', () => {
    const quote = diceQuote('under', 50, 0.01, 100);
    expect(quote).toEqual({ target: 50, multiplier: 1.98, payout: 198 });
    expect(diceQuote('over', 1, 0.03, 1000)).toEqual({ target: 98.99, multiplier: 97, payout: 97_000 });
    // A stake that floors: 33 × 2.9464 = 97.23.
    expect(diceQuote('under', 33.6, 0.01, 33)?.payout).toBe(97);
  });

  it('agrees with a roll settled by the game math', () => {
    const stream = createRandomStream({ serverSeed: 'seed', clientSeed: 'client', nonce: 3 });
    const roll = playDice(
      stream,
      { direction: 'over', target: targetForChance('over', 70), houseEdge: 0.02 },
      250,
    );
    const quote = diceQuote('over', 70, 0.02, 250);
    expect(quote?.multiplier).toBe(roll.multiplier);
    if (roll.won) expect(roll.payout).toBe(quote?.payout);
  });
});
