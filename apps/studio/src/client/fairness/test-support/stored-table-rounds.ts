/**
 * Table and instant game rounds as the game server stores and serves them, played here with @casino/game-math
 * the way apps/studio/src/server/play/table-engine.ts plays them: one nonce per round, multi-step rounds
 * replayed from their recorded actions, and the player's view of the state once the round is over.
 */
import {
  basicStrategyMove,
  blackjackAct,
  blackjackInsuranceStake,
  blackjackPlayerView,
  deal,
  dropBall,
  minesAct,
  minesPlayerView,
  settleBaccarat,
  settleRoulette,
  spinRoulette,
  startBaccarat,
  startBlackjack,
  startMines,
  videoPokerAct,
  videoPokerPlayerView,
  type BaccaratBets,
  type BlackjackAction,
  type BlackjackState,
  type MinesAction,
  type PlinkoRisk,
  type RouletteBet,
  type VideoPokerBet,
} from '@casino/game-math';
import type { RoundVerification } from '../../../shared/play-api.ts';
import { stored, streamOf, type Seeds } from './stored-rounds.ts';

export function storedRoulette(seeds: Seeds, bets: readonly RouletteBet[]): RoundVerification {
  const settlement = settleRoulette(spinRoulette(streamOf(seeds)), bets);
  return table(seeds, settlement.totalStake, settlement.totalStake, settlement.totalPayout, {
    kind: 'roulette',
    bets,
    settlement,
  });
}

export function storedBaccarat(seeds: Seeds, bets: BaccaratBets): RoundVerification {
  const round = startBaccarat(streamOf(seeds));
  const settlement = settleBaccarat(round, bets);
  return table(seeds, settlement.totalStake, settlement.totalStake, settlement.totalPayout, {
    kind: 'baccarat',
    bets,
    round,
    settlement,
  });
}

export function storedPlinko(
  seeds: Seeds,
  bet: number,
  board: { rows: number; risk: PlinkoRisk; houseEdge: number },
): RoundVerification {
  const drop = dropBall(streamOf(seeds), board.rows, board.risk, bet, board.houseEdge);
  return table(seeds, bet, bet, drop.payout, { kind: 'plinko', ...board, drop });
}

/**
 * A blackjack round played by basic strategy, at most `moves` moves; with `timeout`, the moves left are made by
 * the unfinished-round rule (insurance declined, every open hand standing).
 */
export function storedBlackjack(
  seeds: Seeds,
  bet: number,
  options: { moves?: number; timeout?: boolean } = {},
): RoundVerification {
  let state = startBlackjack(streamOf(seeds), bet);
  const actions: BlackjackAction[] = [];
  const play = (action: BlackjackAction) => {
    state = blackjackAct(state, action);
    actions.push(action);
  };
  for (let move = basicStrategyMove(state); move && actions.length < (options.moves ?? Infinity);) {
    play(move);
    move = basicStrategyMove(state);
  }
  if (options.timeout) {
    while (state.phase !== 'over') play(state.phase === 'insurance' ? 'insurance-no' : 'stand');
  }
  return table(seeds, bet, blackjackStaked(state), state.settlement?.paid ?? 0, {
    kind: 'blackjack',
    view: blackjackPlayerView(state),
    actions,
    closedBy: options.timeout ? 'timeout' : 'player',
  });
}

function blackjackStaked(state: BlackjackState): number {
  const hands = state.hands.reduce((sum, hand) => sum + hand.stake, 0);
  return hands + (state.insurance === 'taken' ? blackjackInsuranceStake(state.bet) : 0);
}

/** A video poker round holding `held`, or still waiting for the draw when `held` is null. */
export function storedVideoPoker(
  seeds: Seeds,
  bet: VideoPokerBet,
  held: readonly boolean[] | null,
): RoundVerification {
  const actions = held ? [{ type: 'draw', held } as const] : [];
  const state = actions.reduce(videoPokerAct, deal(streamOf(seeds), bet));
  const stake = bet.coins * bet.coinValue;
  return table(seeds, stake, stake, state.payout, {
    kind: 'video-poker',
    view: videoPokerPlayerView(state),
    actions,
    closedBy: 'player',
  });
}

/** A mines round playing `actions` from the start. */
export function storedMines(
  seeds: Seeds,
  board: { mines: number; stake: number; houseEdge: number },
  actions: readonly MinesAction[],
  closedBy: 'player' | 'timeout' = 'player',
): RoundVerification {
  const start = startMines(streamOf(seeds), board.mines, board.stake, board.houseEdge);
  const state = actions.reduce(minesAct, start);
  return table(seeds, board.stake, board.stake, state.payout, {
    kind: 'mines',
    view: minesPlayerView(state),
    actions,
    closedBy,
  });
}

/** The cells of a board that hold no mine, in cell order. */
export function safeCells(seeds: Seeds, mines: number): number[] {
  const { minePositions } = startMines(streamOf(seeds), mines, 1, 0.01);
  return Array.from({ length: 25 }, (_, cell) => cell).filter((cell) => !minePositions.includes(cell));
}

function table(
  seeds: Seeds,
  bet: number,
  stake: number,
  totalWin: number,
  outcome: RoundVerification['outcome'],
): RoundVerification {
  return stored(seeds, { kind: outcome.kind, bet, stake, definition: null, outcome, steps: [], totalWin });
}
