/**
 * Shuffled decks of the package's test vectors (fairness/test-vectors.ts), computed by an independent Python
 * implementation of docs/fairness.md (HMAC-SHA256 stream, int(n) by rejection, Fisher–Yates shuffle of the
 * 52 cards in deck order ♠A … ♠K ♥A … ♣K).
 */
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../fairness/random-stream.ts';
import { FAIRNESS_VECTORS } from '../fairness/test-vectors.ts';
import { deal, draw } from './video-poker-round.ts';

const VIDEO_POKER_VECTORS = [
  {
    vector: FAIRNESS_VECTORS[0],
    firstTen: ['QS', '6S', 'TD', '2D', '3C', '9D', '6C', '8C', '4D', '7D'],
    bytesUsed: 71,
    holdingFirstAndThird: ['QS', '9D', 'TD', '6C', '8C'],
  },
  {
    vector: FAIRNESS_VECTORS[1],
    firstTen: ['6H', '5C', '7S', '4D', 'JD', '3C', '4C', '2D', '3H', '5D'],
    bytesUsed: 65,
    holdingFirstAndThird: ['6H', '3C', '7S', '4C', '2D'],
  },
];

describe.each(VIDEO_POKER_VECTORS)(
  'the vector with nonce $vector.nonce',
  ({ vector, firstTen, bytesUsed, holdingFirstAndThird }) => {
    it('shuffles the same deck, deals its first five and draws the next in order', () => {
      if (!vector) throw new Error('missing fairness vector');
      const { serverSeed, clientSeed, nonce } = vector;
      const stream = createRandomStream({ serverSeed, clientSeed, nonce });
      const state = deal(stream, { coins: 5, coinValue: 1 });
      expect(state.deck.slice(0, 10)).toEqual(firstTen);
      expect(state.hand).toEqual(firstTen.slice(0, 5));
      expect(stream.bytesUsed).toBe(bytesUsed);
      expect(draw(state, [true, false, true, false, false]).hand).toEqual(holdingFirstAndThird);
    });
  },
);
