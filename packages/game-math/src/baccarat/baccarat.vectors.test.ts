/**
 * Baccarat rounds of the package's test vectors (fairness/test-vectors.ts), computed by an independent Python
 * implementation of docs/fairness.md (HMAC-SHA256 stream, Fisher–Yates shuffle of an eight-deck shoe in deck
 * order) and of the punto banco drawing rules.
 */
import { describe, expect, it } from 'vitest';
import { cardCode, shuffledShoe } from '../cards/cards.ts';
import { createRandomStream } from '../fairness/random-stream.ts';
import { FAIRNESS_VECTORS } from '../fairness/test-vectors.ts';
import { startBaccarat } from './baccarat-round.ts';

const BACCARAT_VECTORS = [
  {
    vector: FAIRNESS_VECTORS[0],
    firstSix: ['2H', '9H', '4S', '2D', '5H', '9D'],
    player: { cards: ['2H', '4S'], total: 6 },
    banker: { cards: ['9H', '2D', '5H'], total: 6 },
    outcome: 'tie',
    pairs: { playerPair: false, bankerPair: false },
    bytesUsed: 863,
  },
  {
    vector: FAIRNESS_VECTORS[1],
    firstSix: ['TS', 'TD', '6C', 'TS', 'KH', 'TS'],
    player: { cards: ['TS', '6C'], total: 6 },
    banker: { cards: ['TD', 'TS', 'KH'], total: 0 },
    outcome: 'player',
    pairs: { playerPair: false, bankerPair: true },
    bytesUsed: 850,
  },
];

describe.each(BACCARAT_VECTORS)('the vector with nonce $vector.nonce', (expected) => {
  const { vector } = expected;
  if (!vector) throw new Error('missing fairness vector');
  const seeds = { serverSeed: vector.serverSeed, clientSeed: vector.clientSeed, nonce: vector.nonce };

  it('shuffles the same first cards', () => {
    const stream = createRandomStream(seeds);
    expect(shuffledShoe(stream, 8).slice(0, 6).map(cardCode)).toEqual(expected.firstSix);
    expect(stream.bytesUsed).toBe(expected.bytesUsed);
  });

  it('deals the same hands', () => {
    const round = startBaccarat(createRandomStream(seeds));
    expect({ cards: round.player.cards.map(cardCode), total: round.player.total }).toEqual(expected.player);
    expect({ cards: round.banker.cards.map(cardCode), total: round.banker.total }).toEqual(expected.banker);
    expect(round.outcome).toBe(expected.outcome);
    expect({ playerPair: round.playerPair, bankerPair: round.bankerPair }).toEqual(expected.pairs);
  });
});
