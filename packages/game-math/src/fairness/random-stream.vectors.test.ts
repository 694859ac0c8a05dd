import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { playDice } from '../dice/dice.ts';
import type { SlotDefinition } from '../slots/slot-definition.ts';
import { spin } from '../slots/spin.ts';
import { crashPointHundredths } from './crash-point.ts';
import { createRandomStream } from './random-stream.ts';
import { hashServerSeed } from './seeds.ts';
import { FAIRNESS_VECTORS, STOP_STRIP_LENGTHS } from './test-vectors.ts';

/** A plain 5 × 3 game whose strips have the vector lengths. */
const vectorSlot: SlotDefinition = {
  id: 'vector-slot',
  reels: 5,
  rows: 3,
  betCoins: 1,
  symbols: [
    { id: 'A', kind: 'regular', pays: [0, 0, 0, 1] },
    { id: 'B', kind: 'regular', pays: [0, 0, 0, 1] },
  ],
  strips: STOP_STRIP_LENGTHS.map((length) => Array.from({ length }, (_, i) => (i % 2 === 0 ? 'A' : 'B'))),
  pays: { kind: 'lines', lines: [[1, 1, 1, 1, 1]] },
};

describe.each(FAIRNESS_VECTORS)('the vector $serverSeed / $clientSeed / $nonce', (vector) => {
  const seeds = { serverSeed: vector.serverSeed, clientSeed: vector.clientSeed, nonce: vector.nonce };

  it('commits to the server seed with its SHA-256', () => {
    expect(hashServerSeed(vector.serverSeed)).toBe(vector.serverSeedHash);
  });

  it('gives the same first bytes across the round boundary', () => {
    const stream = createRandomStream(seeds);
    const bytes = Uint8Array.from({ length: 40 }, () => stream.nextByte());
    expect(bytesToHex(bytes)).toBe(vector.firstBytes);
  });

  it('draws the same int(100) sequence', () => {
    const stream = createRandomStream(seeds);
    expect(Array.from({ length: 10 }, () => stream.int(100))).toEqual(vector.int100);
  });

  it('rolls the same dice', () => {
    const roll = playDice(
      createRandomStream(seeds),
      { direction: 'under', target: 50, houseEdge: 0.01 },
      100,
    );
    expect(roll.roll).toBe(vector.diceRoll);
  });

  it('stops the reels at the same positions', () => {
    expect(spin(vectorSlot, createRandomStream(seeds), { bet: 1, mode: 'base' }).stops).toEqual(vector.stops);
  });

  it('draws the same float and crash point', () => {
    expect(createRandomStream(seeds).float()).toBe(vector.float);
    expect(crashPointHundredths(createRandomStream(seeds), 0.01)).toBe(vector.crashHundredths);
  });
});
