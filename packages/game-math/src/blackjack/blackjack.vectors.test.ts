/**
 * Shoes of the package's test vectors (fairness/test-vectors.ts), computed by an independent Python
 * implementation of docs/fairness.md (HMAC-SHA256 stream, Fisher–Yates shuffle of six decks in deck order).
 */
import { describe, expect, it } from 'vitest';
import { cardCode } from '../cards/cards.ts';
import { createRandomStream } from '../fairness/random-stream.ts';
import { FAIRNESS_VECTORS } from '../fairness/test-vectors.ts';
import { basicStrategyMove } from './basic-strategy-move.ts';
import { blackjackAct, startBlackjack } from './blackjack-round.ts';

const BLACKJACK_VECTORS = [
  {
    vector: FAIRNESS_VECTORS[0],
    firstEight: 'JC 9H JC AS TC 2H 8H 6D',
    player: 'JC JC',
    dealer: '9H AS',
    bytesUsed: 563,
    // 20 against a soft 20: basic strategy stands, and the round pushes.
    byBasicStrategy: { moves: ['stand'], results: ['push'] },
  },
  {
    vector: FAIRNESS_VECTORS[1],
    firstEight: '2S 8H 9S 9H 5D 8D TD 6C',
    player: '2S 9S',
    dealer: '8H 9H',
    bytesUsed: 547,
    // 11 against an 8: basic strategy doubles, draws the 5D to 16 and loses to 17.
    byBasicStrategy: { moves: ['double'], results: ['lose'] },
  },
];

describe.each(BLACKJACK_VECTORS)('the vector with nonce $vector.nonce', (expected) => {
  const start = () => {
    if (!expected.vector) throw new Error('missing fairness vector');
    const { serverSeed, clientSeed, nonce } = expected.vector;
    const stream = createRandomStream({ serverSeed, clientSeed, nonce });
    return { stream, state: startBlackjack(stream, 100) };
  };

  it('shuffles the same shoe and deals the same hands', () => {
    const { stream, state } = start();
    expect(state.shoe.slice(0, 8).map(cardCode).join(' ')).toBe(expected.firstEight);
    expect(state.hands[0]?.cards.map(cardCode).join(' ')).toBe(expected.player);
    expect(state.dealer.map(cardCode).join(' ')).toBe(expected.dealer);
    expect(stream.bytesUsed).toBe(expected.bytesUsed);
  });

  it('plays out the same by basic strategy', () => {
    let { state } = start();
    const moves = [];
    for (let move = basicStrategyMove(state); move !== null; move = basicStrategyMove(state)) {
      moves.push(move);
      state = blackjackAct(state, move);
    }
    expect(moves).toEqual(expected.byBasicStrategy.moves);
    expect(state.settlement?.hands.map((hand) => hand.result)).toEqual(expected.byBasicStrategy.results);
  });
});
