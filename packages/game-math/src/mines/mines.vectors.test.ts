/**
 * Mine positions of the package's test vectors (fairness/test-vectors.ts), computed by an independent Python
 * implementation of docs/fairness.md (HMAC-SHA256 stream, Fisher–Yates shuffle of cells 0–24).
 */
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../fairness/random-stream.ts';
import { FAIRNESS_VECTORS } from '../fairness/test-vectors.ts';
import { startMines } from './mines-round.ts';

const MINES_VECTORS = [
  { vector: FAIRNESS_VECTORS[0], threeMines: [20, 9, 14], bytesUsed: 37 },
  { vector: FAIRNESS_VECTORS[1], threeMines: [1, 8, 18], bytesUsed: 31 },
];

describe.each(MINES_VECTORS)('the vector with nonce $vector.nonce', ({ vector, threeMines, bytesUsed }) => {
  it('places 3 mines on the same cells', () => {
    if (!vector) throw new Error('missing fairness vector');
    const { serverSeed, clientSeed, nonce } = vector;
    const stream = createRandomStream({ serverSeed, clientSeed, nonce });
    expect(startMines(stream, 3, 100).minePositions).toEqual(threeMines);
    expect(stream.bytesUsed).toBe(bytesUsed);
  });
});
