/**
 * Winning numbers of the package's test vectors (fairness/test-vectors.ts), computed by an independent Python
 * implementation of docs/fairness.md (HMAC-SHA256 stream, int(37): one byte, low 6 bits, redrawn while ≥ 37).
 */
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../fairness/random-stream.ts';
import { FAIRNESS_VECTORS } from '../fairness/test-vectors.ts';
import { playRoulette } from './settle.ts';

const ROULETTE_VECTORS = [
  // Bytes bb af b9 eb give 59, 47, 57 and 43, all redrawn; 40 gives 0.
  { vector: FAIRNESS_VECTORS[0], number: 0, color: 'green', bytesUsed: 5 },
  { vector: FAIRNESS_VECTORS[1], number: 4, color: 'black', bytesUsed: 1 },
];

describe.each(ROULETTE_VECTORS)(
  'the vector with nonce $vector.nonce',
  ({ vector, number, color, bytesUsed }) => {
    it('spins the same winning number', () => {
      if (!vector) throw new Error('missing fairness vector');
      const { serverSeed, clientSeed, nonce } = vector;
      const stream = createRandomStream({ serverSeed, clientSeed, nonce });
      const settled = playRoulette(stream, [{ kind: 'straight', numbers: [number], amount: 10 }]);
      expect(settled).toMatchObject({ number, color, totalPayout: 360 });
      expect(stream.bytesUsed).toBe(bytesUsed);
    });
  },
);
