/**
 * Ball paths of the package's test vectors (fairness/test-vectors.ts) on 16 rows, computed by an independent
 * Python implementation of docs/fairness.md (HMAC-SHA256 stream, one int(2) per row).
 */
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../fairness/random-stream.ts';
import { FAIRNESS_VECTORS } from '../fairness/test-vectors.ts';
import { dropBall } from './drop-ball.ts';

const PLINKO_VECTORS = [
  { vector: FAIRNESS_VECTORS[0], path: '1111000111110001', bin: 10 },
  { vector: FAIRNESS_VECTORS[1], path: '0110111100101110', bin: 10 },
];

describe.each(PLINKO_VECTORS)('the vector with nonce $vector.nonce', ({ vector, path, bin }) => {
  it('drops the ball down the same 16-row path into the same bin', () => {
    if (!vector) throw new Error('missing fairness vector');
    const { serverSeed, clientSeed, nonce } = vector;
    const drop = dropBall(createRandomStream({ serverSeed, clientSeed, nonce }), 16, 'high', 100);
    expect(drop.path.join('')).toBe(path);
    expect(drop.bin).toBe(bin);
  });
});
