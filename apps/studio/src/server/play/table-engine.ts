/**
 * The pure part of the table and instant games' rounds: what a request deals from the stream, what an action
 * does to a multi-step round, what it costs and pays, how an unfinished round is finished by the timeout rule
 * (docs/studio.md), and what the player may see of it.
 */
import {
  bestHold,
  blackjackAct,
  blackjackInsuranceStake,
  blackjackPlayerView,
  dropBall,
  minesAct,
  minesPlayerView,
  settleBaccarat,
  spinRoulette,
  settleRoulette,
  startBaccarat,
  startBlackjack,
  startMines,
  deal as dealVideoPoker,
  videoPokerAct,
  videoPokerPlayerView,
  type BaccaratBets,
  type BlackjackAction,
  type BlackjackState,
  type MinesAction,
  type PlinkoRisk,
  type RandomStream,
  type RouletteBet,
  type VideoPokerBet,
} from '@casino/game-math';
import type { StoredTableOutcome, TableRoundOutcome } from '../../shared/table-play-api.ts';

/** A multi-step round's stored outcome. */
export type SteppedOutcome = Extract<StoredTableOutcome, { kind: 'blackjack' | 'video-poker' | 'mines' }>;

/** A player's move on a multi-step round, as the request sent it. */
export type TableAction =
  | { readonly kind: 'blackjack'; readonly action: BlackjackAction }
  | { readonly kind: 'video-poker'; readonly held: readonly boolean[] }
  | { readonly kind: 'mines'; readonly action: MinesAction };

export function playRouletteRound(stream: RandomStream, bets: readonly RouletteBet[]): StoredTableOutcome {
  return { kind: 'roulette', bets, settlement: settleRoulette(spinRoulette(stream), bets) };
}

export function playBaccaratRound(stream: RandomStream, bets: BaccaratBets): StoredTableOutcome {
  const round = startBaccarat(stream);
  return { kind: 'baccarat', bets, round, settlement: settleBaccarat(round, bets) };
}

export function playPlinkoRound(
  stream: RandomStream,
  board: { rows: number; risk: PlinkoRisk; houseEdge: number },
  stake: number,
): StoredTableOutcome {
  return { kind: 'plinko', ...board, drop: dropBall(stream, board.rows, board.risk, stake, board.houseEdge) };
}

export function startBlackjackRound(stream: RandomStream, bet: number): SteppedOutcome {
  return { kind: 'blackjack', state: startBlackjack(stream, bet), actions: [], closedBy: 'player' };
}

export function startVideoPokerRound(stream: RandomStream, bet: VideoPokerBet): SteppedOutcome {
  return { kind: 'video-poker', state: dealVideoPoker(stream, bet), actions: [], closedBy: 'player' };
}

export function startMinesRound(
  stream: RandomStream,
  mines: number,
  stake: number,
  houseEdge: number,
): SteppedOutcome {
  return {
    kind: 'mines',
    state: startMines(stream, mines, stake, houseEdge),
    actions: [],
    closedBy: 'player',
  };
}

/** Applies a move; throws RangeError when the move is not legal now (the caller validates first). */
export function applyTableAction(outcome: SteppedOutcome, move: TableAction): SteppedOutcome {
  if (outcome.kind === 'blackjack' && move.kind === 'blackjack') {
    return {
      ...outcome,
      state: blackjackAct(outcome.state, move.action),
      actions: [...outcome.actions, move.action],
    };
  }
  if (outcome.kind === 'video-poker' && move.kind === 'video-poker') {
    const action = { type: 'draw', held: move.held } as const;
    return { ...outcome, state: videoPokerAct(outcome.state, action), actions: [...outcome.actions, action] };
  }
  if (outcome.kind === 'mines' && move.kind === 'mines') {
    return {
      ...outcome,
      state: minesAct(outcome.state, move.action),
      actions: [...outcome.actions, move.action],
    };
  }
  throw new RangeError(`a ${move.kind} move on a ${outcome.kind} round`);
}

/** Whether a multi-step round still waits for the player. */
export function isTableRoundOpen(outcome: StoredTableOutcome): outcome is SteppedOutcome {
  switch (outcome.kind) {
    case 'blackjack':
      return outcome.state.phase !== 'over';
    case 'video-poker':
      return outcome.state.stage !== 'done';
    case 'mines':
      return outcome.state.status === 'playing';
    default:
      return false;
  }
}

/** Everything the round has staked so far (a blackjack round's doubles, splits and insurance included). */
export function tableStaked(outcome: StoredTableOutcome): number {
  switch (outcome.kind) {
    case 'roulette':
    case 'baccarat':
      return outcome.settlement.totalStake;
    case 'plinko':
      return 0;
    case 'blackjack':
      return blackjackStaked(outcome.state);
    case 'video-poker':
      return outcome.state.bet.coins * outcome.state.bet.coinValue;
    case 'mines':
      return outcome.state.bet.stake;
  }
}

function blackjackStaked(state: BlackjackState): number {
  const hands = state.hands.reduce((sum, hand) => sum + hand.stake, 0);
  return hands + (state.insurance === 'taken' ? blackjackInsuranceStake(state.bet) : 0);
}

/** What the round pays back, stakes of winning bets included; 0 while it is played. */
export function tableWin(outcome: StoredTableOutcome): number {
  switch (outcome.kind) {
    case 'roulette':
    case 'baccarat':
      return outcome.settlement.totalPayout;
    case 'plinko':
      return outcome.drop.payout;
    case 'blackjack':
      return outcome.state.settlement?.paid ?? 0;
    case 'video-poker':
      return outcome.state.payout;
    case 'mines':
      return outcome.state.payout;
  }
}

/**
 * The unfinished-round rule (docs/studio.md): a blackjack hand declines insurance and stands on every hand
 * still open, then the dealer plays; a video poker hand draws with the best hold; a mines board with at least
 * one safe cell cashes out. A mines board with none revealed is not finished here: its stake is returned
 * (null).
 */
export function finishByTimeout(outcome: SteppedOutcome): SteppedOutcome | null {
  // The rule's moves are recorded like the player's, so the round replays the same way (docs/fairness.md).
  let finished: SteppedOutcome = outcome;
  if (finished.kind === 'blackjack') {
    while (finished.kind === 'blackjack' && finished.state.phase !== 'over') {
      const action = finished.state.phase === 'insurance' ? 'insurance-no' : 'stand';
      finished = applyTableAction(finished, { kind: 'blackjack', action });
    }
  } else if (finished.kind === 'video-poker') {
    const { held } = bestHold(finished.state.hand, finished.state.bet.coins);
    finished = applyTableAction(finished, { kind: 'video-poker', held });
  } else {
    if (finished.state.revealed.length === 0) return null;
    finished = applyTableAction(finished, { kind: 'mines', action: { type: 'cash-out' } });
  }
  return { ...finished, closedBy: 'timeout' };
}

/** What the player may see: no hole card, deck order or mine positions while the round is played. */
export function publicTableOutcome(outcome: StoredTableOutcome): TableRoundOutcome {
  switch (outcome.kind) {
    case 'blackjack':
      return {
        kind: 'blackjack',
        view: blackjackPlayerView(outcome.state),
        actions: outcome.actions,
        closedBy: outcome.closedBy,
      };
    case 'video-poker':
      return {
        kind: 'video-poker',
        view: videoPokerPlayerView(outcome.state),
        actions: outcome.actions,
        closedBy: outcome.closedBy,
      };
    case 'mines':
      return {
        kind: 'mines',
        view: minesPlayerView(outcome.state),
        actions: outcome.actions,
        closedBy: outcome.closedBy,
      };
    default:
      return outcome;
  }
}
