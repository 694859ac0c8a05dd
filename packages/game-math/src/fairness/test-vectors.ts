/**
 * Fixed test vectors, computed by an independent implementation of docs/fairness.md and listed there too.
 * Each field is what a fresh stream of the seeds gives for that draw.
 */
export interface FairnessVector {
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** The first 40 bytes (round 0 and the start of round 1), hex. */
  readonly firstBytes: string;
  /** Ten int(100) draws. */
  readonly int100: readonly number[];
  /** int(10000) as a dice roll. */
  readonly diceRoll: number;
  /** Stops of five reels whose strips hold 30, 32, 34, 36 and 38 symbols. */
  readonly stops: readonly number[];
  readonly float: number;
  /** Crash point at a 1 % house edge, in hundredths. */
  readonly crashHundredths: number;
}

export const STOP_STRIP_LENGTHS = [30, 32, 34, 36, 38] as const;

export const FAIRNESS_VECTORS: readonly FairnessVector[] = [
  {
    serverSeed: 'e3b98a4da31a127d4bde6e43033f66ba274cab0eb7eb1c70ec41402bf6273dd8',
    serverSeedHash: '0715f586a31e3bb8cdd23039fb7ddf72f1e959b4b830e05be260df873acc42d2',
    clientSeed: 'player-seed',
    nonce: 0,
    firstBytes: 'bbafb9eb408816eb8181ff27aac63a514311e69fafbf255cb21cbcbe8fc7df82070097f8d47532bc',
    int100: [59, 47, 57, 64, 8, 22, 1, 1, 39, 42],
    diceRoll: 1.36,
    stops: [27, 15, 0, 8, 22],
    float: 0.7331501197191133,
    crashHundredths: 370,
  },
  {
    serverSeed: 'e3b98a4da31a127d4bde6e43033f66ba274cab0eb7eb1c70ec41402bf6273dd8',
    serverSeedHash: '0715f586a31e3bb8cdd23039fb7ddf72f1e959b4b830e05be260df873acc42d2',
    clientSeed: 'player-seed',
    nonce: 1,
    firstBytes: '04c3e5ae8be777e52e9c55b8639967a2331366d0805ffa93cd82229f131af8092a5f5125a724593f',
    int100: [4, 67, 46, 11, 46, 28, 85, 56, 99, 25],
    diceRoll: 12.19,
    stops: [4, 3, 11, 28, 21],
    float: 0.018614153970615055,
    crashHundredths: 100,
  },
  {
    serverSeed: 'correct horse battery staple',
    serverSeedHash: 'c4bbcb1fbec99d65bf59d85c8cb62ee2db963f0fe106f483d9afa73bd4e39a8a',
    clientSeed: 'Ünïcödé ✓',
    nonce: 42,
    firstBytes: 'd5e957a9680af4cd9fed3d204f300ad5b1e4c1fcef2e0fda81bdabd00d5c3cf99c8f9780762b4f78',
    int100: [85, 87, 41, 10, 77, 31, 61, 32, 79, 48],
    diceRoll: 56.09,
    stops: [21, 9, 23, 10, 13],
    float: 0.835591772898663,
    crashHundredths: 602,
  },
];
