/** Mines rules and boards for the mines tests, played by @casino/game-math as the server does. */
import {
  createRandomStream,
  minesAct,
  minesMultiplierTable,
  minesPlayerView,
  startMines,
  type MinesAction,
  type MinesState,
} from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import type { MinesRules } from '../../shared/table-play-api.ts';

export const MINES_RULES: MinesRules = {
  kind: 'mines',
  houseEdge: 0.01,
  table: minesMultiplierTable(0.01),
  defaultMines: 3,
  rtp: 0.9899,
};

/** A board of `mines` mines at a stake, from a fixed stream. */
export function minesBoard(mines: number, stake: number): MinesState {
  return startMines(
    createRandomStream({ serverSeed: 'f'.repeat(64), clientSeed: 'mines', nonce: 1 }),
    mines,
    stake,
  );
}

/** The first safe cells of a board, in order. */
export function safeCells(board: MinesState, count: number): number[] {
  return [...Array(25).keys()].filter((cell) => !board.minePositions.includes(cell)).slice(0, count);
}

export function play(board: MinesState, actions: readonly MinesAction[]): MinesState {
  return actions.reduce(minesAct, board);
}

/** The server's answer with the board as the player sees it. */
export function minesAnswer(board: MinesState, balance: number | null): RoundAnswer {
  const over = board.status !== 'playing';
  return {
    round: {
      roundId: 'round-1',
      gameId: 'ruby-mines',
      kind: 'mines',
      status: over ? 'closed' : 'playing',
      currency: 'EUR',
      bet: board.bet.stake,
      stake: board.bet.stake,
      totalWin: board.payout,
      outcome: { kind: 'mines', view: minesPlayerView(board), actions: [], closedBy: 'player' },
      steps: [],
      feature: null,
      balanceBefore: null,
      balanceAfter: null,
      seeds: { serverSeedHash: 'c'.repeat(64), clientSeed: 'client', nonce: 1, serverSeed: null },
      playedAt: '2026-11-21T20:00:00.000Z',
    },
    balance,
    freeRounds: null,
  };
}
