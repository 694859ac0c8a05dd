/**
 * A round of Mines. The mines are placed at the start with the round's only draw: the 25 cells shuffled by the
 * stream (Fisher–Yates from the end, docs/fairness.md) and the first `mines` of them mined. The player then
 * reveals cells one at a time: a mine ends the round and loses the stake; after any safe cell they may cash
 * out at the multiplier of the number of safe cells revealed (mines-multipliers.ts). Revealing the last safe
 * cell cashes out by itself. The state is plain data; the mine positions stay on the server until the round
 * ends (minesPlayerView).
 */
import type { RandomStream } from '../fairness/random-stream.ts';
import { basisPoints } from '../house-edge.ts';
import {
  isBoardCell,
  isValidMineCount,
  MINES_CELLS,
  MINES_DEFAULT_HOUSE_EDGE,
  MINES_MULTIPLIER_SCALE,
} from './mines-board.ts';
import { minesMultiplierTenThousandths } from './mines-multipliers.ts';

export type MinesStatus = 'playing' | 'lost' | 'cashed';

/** What the player staked and at which house edge. */
export interface MinesBet {
  /** Minor units. */
  readonly stake: number;
  /** A fraction (0.01 = 1 %), a whole number of basis points. */
  readonly houseEdge: number;
}

/** A round of Mines; plain JSON data. */
export interface MinesState {
  readonly mines: number;
  /** The mined cells in the order drawn. Secret while the round is played. */
  readonly minePositions: readonly number[];
  /** The safe cells revealed, in the order revealed. */
  readonly revealed: readonly number[];
  /** The mine that ended the round, or null. */
  readonly mineHit: number | null;
  readonly status: MinesStatus;
  readonly bet: MinesBet;
  /** Minor units paid once cashed out: stake × multiplier, floored; 0 otherwise. */
  readonly payout: number;
}

/** The round as the player may see it: the mines only once it is over. */
export type MinesPlayerView = Omit<MinesState, 'minePositions'> & {
  readonly minePositions: readonly number[] | null;
};

/** A player's move. */
export type MinesAction = { readonly type: 'reveal'; readonly cell: number } | { readonly type: 'cash-out' };

/** Why a round cannot start or a move cannot be made. */
export type MinesProblem =
  | 'mine-count-out-of-range'
  | 'cell-out-of-range'
  | 'cell-already-revealed'
  | 'round-over'
  | 'nothing-revealed';

/** Why a round with this many mines cannot start, or null when it can. */
export function validateMinesStart(mines: number): MinesProblem | null {
  return isValidMineCount(mines) ? null : 'mine-count-out-of-range';
}

/** Why the cell cannot be revealed, or null when it can. */
export function validateReveal(state: MinesState, cell: number): MinesProblem | null {
  if (state.status !== 'playing') return 'round-over';
  if (!isBoardCell(cell)) return 'cell-out-of-range';
  if (state.revealed.includes(cell)) return 'cell-already-revealed';
  return null;
}

/** Why the round cannot be cashed out, or null when it can. */
export function validateCashOut(state: MinesState): MinesProblem | null {
  if (state.status !== 'playing') return 'round-over';
  if (state.revealed.length === 0) return 'nothing-revealed';
  return null;
}

/** Why the move cannot be made, or null when it can. */
export function validateMinesAction(state: MinesState, action: MinesAction): MinesProblem | null {
  return action.type === 'reveal' ? validateReveal(state, action.cell) : validateCashOut(state);
}

/** Places the mines with the stream's one shuffle and starts the round. */
export function startMines(
  stream: RandomStream,
  mines: number,
  stake: number,
  houseEdge = MINES_DEFAULT_HOUSE_EDGE,
): MinesState {
  const problem = validateMinesStart(mines);
  if (problem) throw new RangeError(`mines ${mines}: ${problem}`);
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError('stake must be a non-negative integer');
  basisPoints(houseEdge); // throws on an edge that is not whole basis points, before anything is drawn
  const cells = Array.from({ length: MINES_CELLS }, (_, cell) => cell);
  return {
    mines,
    minePositions: stream.shuffle(cells).slice(0, mines),
    revealed: [],
    mineHit: null,
    status: 'playing',
    bet: { stake, houseEdge },
    payout: 0,
  };
}

/** Reveals a cell: a mine loses the round; the last safe cell cashes out. */
export function reveal(state: MinesState, cell: number): MinesState {
  const problem = validateReveal(state, cell);
  if (problem) throw new RangeError(`reveal ${cell}: ${problem}`);
  if (state.minePositions.includes(cell)) return { ...state, mineHit: cell, status: 'lost' };
  const next = { ...state, revealed: [...state.revealed, cell] };
  return next.revealed.length === MINES_CELLS - state.mines ? settle(next) : next;
}

/** Ends the round and pays the multiplier of the safe cells revealed. */
export function cashOut(state: MinesState): MinesState {
  const problem = validateCashOut(state);
  if (problem) throw new RangeError(`cash out: ${problem}`);
  return settle(state);
}

/** Plays a move (reveal or cashOut). */
export function minesAct(state: MinesState, action: MinesAction): MinesState {
  return action.type === 'reveal' ? reveal(state, action.cell) : cashOut(state);
}

/** Every move the player may make now: each unrevealed cell, and cashing out once a cell is revealed. */
export function minesLegalActions(state: MinesState): MinesAction[] {
  if (state.status !== 'playing') return [];
  const actions: MinesAction[] = [];
  for (let cell = 0; cell < MINES_CELLS; cell += 1)
    if (!state.revealed.includes(cell)) actions.push({ type: 'reveal', cell });
  if (state.revealed.length > 0) actions.push({ type: 'cash-out' });
  return actions;
}

/** The round without its mine positions while it is still being played. */
export function minesPlayerView(state: MinesState): MinesPlayerView {
  return state.status === 'playing' ? { ...state, minePositions: null } : state;
}

function settle(state: MinesState): MinesState {
  const tenThousandths = minesMultiplierTenThousandths(
    state.mines,
    state.revealed.length,
    state.bet.houseEdge,
  );
  // stake × multiplier floored to whole minor units, on BigInt so large stakes stay exact.
  const payout = Number((BigInt(state.bet.stake) * BigInt(tenThousandths)) / BigInt(MINES_MULTIPLIER_SCALE));
  return { ...state, status: 'cashed', payout };
}
