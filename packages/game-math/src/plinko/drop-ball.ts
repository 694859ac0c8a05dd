/**
 * A Plinko drop: the ball meets one peg per row and goes left or right with stream.int(2) (1 = right), one
 * draw per row from the top, so a drop reads one byte per row. It lands in the bin numbered by its rights,
 * 0 … rows, and pays the stake times that bin's multiplier, floored to whole minor units.
 */
import type { RandomStream } from '../fairness/random-stream.ts';
import { checkedPlinkoRows, PLINKO_DEFAULT_HOUSE_EDGE, type PlinkoRisk } from './plinko-board.ts';
import { plinkoMultiplierHundredths } from './plinko-multipliers.ts';

/** Where a ball went and what it paid; plain data. */
export interface PlinkoDrop {
  /** The bounce at each row from the top: 0 left, 1 right. */
  readonly path: readonly (0 | 1)[];
  /** The bin it landed in: the number of rights. */
  readonly bin: number;
  /** The bin's multiplier, 2 decimals. */
  readonly multiplier: number;
  /** Minor units paid back. */
  readonly payout: number;
}

/** Drops one ball down a board and settles a stake of `stake` minor units. */
export function dropBall(
  stream: RandomStream,
  rows: number,
  risk: PlinkoRisk,
  stake: number,
  houseEdge = PLINKO_DEFAULT_HOUSE_EDGE,
): PlinkoDrop {
  checkedPlinkoRows(rows, risk);
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError('stake must be a non-negative integer');
  // The pay table is worked out before the draws, so a bad edge throws without reading the stream.
  const hundredths = plinkoMultiplierHundredths(rows, risk, houseEdge);
  const path = Array.from({ length: rows }, (): 0 | 1 => (stream.int(2) === 1 ? 1 : 0));
  const bin = path.reduce<number>((rights, bounce) => rights + bounce, 0);
  const multiplier = hundredths[bin] as number;
  return {
    path,
    bin,
    multiplier: multiplier / 100,
    payout: Number((BigInt(stake) * BigInt(multiplier)) / 100n),
  };
}
