/** Plinko rules and drops for the plinko tests, dropped by @casino/game-math as the server does. */
import {
  createRandomStream,
  dropBall,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  plinkoMultipliers,
  type PlinkoRisk,
} from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import type { PlinkoRules } from '../../shared/table-play-api.ts';

const ROWS = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, index) => PLINKO_MIN_ROWS + index,
);
const boards = (risk: PlinkoRisk) => ROWS.map((rows) => plinkoMultipliers(rows, risk));

export const PLINKO_RULES: PlinkoRules = {
  kind: 'plinko',
  houseEdge: 0.01,
  minRows: PLINKO_MIN_ROWS,
  maxRows: PLINKO_MAX_ROWS,
  multipliers: { low: boards('low'), medium: boards('medium'), high: boards('high') },
  rtp: 0.99,
};

/** The server's answer to a drop on a board, from a fixed stream. */
export function plinkoAnswer(
  rows: number,
  risk: PlinkoRisk,
  bet: number,
  balanceBefore: number,
): RoundAnswer {
  const drop = dropBall(
    createRandomStream({ serverSeed: 'e'.repeat(64), clientSeed: 'plinko', nonce: rows }),
    rows,
    risk,
    bet,
  );
  return {
    round: {
      roundId: `round-${rows}`,
      gameId: 'ruby-plinko',
      kind: 'plinko',
      status: 'closed',
      currency: 'EUR',
      bet,
      stake: bet,
      totalWin: drop.payout,
      outcome: { kind: 'plinko', rows, risk, houseEdge: 0.01, drop },
      steps: [],
      feature: null,
      balanceBefore,
      balanceAfter: balanceBefore - bet + drop.payout,
      seeds: { serverSeedHash: 'c'.repeat(64), clientSeed: 'client', nonce: 1, serverSeed: null },
      playedAt: '2026-11-21T20:00:00.000Z',
    },
    balance: balanceBefore - bet + drop.payout,
    freeRounds: null,
  };
}
