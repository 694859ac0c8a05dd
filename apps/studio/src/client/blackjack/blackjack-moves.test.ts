import {
  blackjackAct,
  blackjackLegalActions,
  blackjackPlayerView,
  createRandomStream,
  startBlackjack,
} from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { blackjackView } from './blackjack-fixtures.ts';
import { actionCost, choicesOf, legalActionsOfView, visibleValue } from './blackjack-moves.ts';

describe('the decisions on the player’s view', () => {
  it('are exactly blackjackLegalActions of the whole state, at every step of many rounds', () => {
    let checked = 0;
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const stream = createRandomStream({ serverSeed: 'legal-actions', clientSeed: 'view', nonce });
      let state = startBlackjack(stream, 100);
      for (let step = 0; step < 12; step += 1) {
        const legal = blackjackLegalActions(state);
        expect(legalActionsOfView(blackjackPlayerView(state))).toEqual(legal);
        checked += 1;
        if (legal.length === 0) break;
        // Every legal action in turn, so splits, doubles and insurance all come up.
        const action = legal[(nonce + step) % legal.length];
        if (!action) break;
        state = blackjackAct(state, action);
      }
    }
    expect(checked).toBeGreaterThan(600);
  });

  it('costs the hand’s stake to double or split, half the bet for insurance, nothing to hit or stand', () => {
    const pair = blackjackView(['8S', '9C', '8H', '7D']);
    expect(legalActionsOfView(pair)).toEqual(['hit', 'stand', 'double', 'split']);
    expect(actionCost(pair, 'double')).toBe(100);
    expect(actionCost(pair, 'split')).toBe(100);
    expect(actionCost(pair, 'hit')).toBe(0);

    const aceUp = blackjackView(['TS', 'AC', '9H', '7D'], [], 101);
    expect(legalActionsOfView(aceUp)).toEqual(['insurance-yes', 'insurance-no']);
    // Half the bet, floored.
    expect(actionCost(aceUp, 'insurance-yes')).toBe(50);
    expect(actionCost(aceUp, 'insurance-no')).toBe(0);
  });

  it('marks a decision the balance does not cover', () => {
    const pair = blackjackView(['8S', '9C', '8H', '7D']);
    expect(choicesOf(pair, 99)).toEqual([
      { action: 'hit', cost: 0, affordable: true },
      { action: 'stand', cost: 0, affordable: true },
      { action: 'double', cost: 100, affordable: false },
      { action: 'split', cost: 100, affordable: false },
    ]);
    expect(choicesOf(pair, 100).every((choice) => choice.affordable)).toBe(true);
  });

  it('offers nothing once the round is over, and counts only the dealer’s face-up cards', () => {
    const over = blackjackView(['TS', '9C', '7H', '8D'], ['stand']);
    expect(over.phase).toBe('over');
    expect(legalActionsOfView(over)).toEqual([]);

    const playing = blackjackView(['TS', 'AC', '6H', '9D'], ['insurance-no']);
    expect(playing.dealer).toEqual([{ rank: 1, suit: 'C' }, null]);
    expect(visibleValue(playing.dealer)).toEqual({ total: 11, soft: true });
  });
});
