/**
 * A blackjack session's play, outside React: the bet, the deal, the player's decisions and the balance. The
 * screen subscribes to its snapshots and calls its actions; every card and result shown is the server's answer.
 *
 * The framing page hears of a round when it is dealt (round start) and when its result is on screen (round
 * result); the balance changes a double, split or insurance makes in between are shown here only.
 */
import type { BlackjackAction, BlackjackPlayerView } from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import { nextBalance } from '../game/balance-state.ts';
import { createGameStore, openingBet, type GameEffects, type GameState } from '../game/game-store.ts';
import type { BetLevels, RoundStatus, RoundView, SessionView } from '../../shared/play-api.ts';
import type { BlackjackActionRequest, BlackjackDealRequest } from '../../shared/table-play-api.ts';
import { choicesOf } from './blackjack-moves.ts';

/** The round on the table, as the server last answered it. */
export interface BlackjackTableRound {
  readonly roundId: string;
  readonly status: RoundStatus;
  readonly view: BlackjackPlayerView;
  /** What the round paid back (settlement.paid) once it is over; 0 while it is played. */
  readonly totalWin: number;
}

export interface BlackjackSnapshot extends GameState {
  /** The round being played, or the last one played (its result stays until the next deal); null before. */
  readonly round: BlackjackTableRound | null;
  /** The request under way: a deal or a decision. The table waits for its answer. */
  readonly sending: 'deal' | BlackjackAction | null;
  /** The round on the table was left half-played and is continued now. */
  readonly resumed: boolean;
  readonly lastWin: number;
}

export interface BlackjackApi {
  deal(request: BlackjackDealRequest): Promise<RoundAnswer>;
  act(request: BlackjackActionRequest): Promise<RoundAnswer>;
  resetDemo(): Promise<{ balance: number }>;
}

export interface BlackjackController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): BlackjackSnapshot;
  /** One bet level up or down, between rounds. */
  stepBet(step: 1 | -1): void;
  /** Deals a round at the current bet, when no round is being played. */
  deal(): void;
  /** Plays a decision on the round, when it is legal now and the balance covers what it costs. */
  act(action: BlackjackAction): void;
  resetDemo(): void;
  dismissNotice(): void;
  dismissResumed(): void;
  dispose(): void;
}

/** Whether a round is waiting for the player's decisions. */
export function isRoundInPlay(round: BlackjackTableRound | null): round is BlackjackTableRound {
  return round !== null && round.view.phase !== 'over';
}

/** Whether the table can deal now: no round in play, no request under way, the bet within the balance. */
export function canDeal(state: BlackjackSnapshot): boolean {
  return !isRoundInPlay(state.round) && state.sending === null && !state.busy && state.bet <= state.balance;
}

/** The table's round of a blackjack round the server answered; null for any other kind of round. */
export function tableRoundOf(round: RoundView): BlackjackTableRound | null {
  const { outcome } = round;
  if (outcome.kind !== 'blackjack') return null;
  return { roundId: round.roundId, status: round.status, view: outcome.view, totalWin: round.totalWin };
}

export function createBlackjackController(options: {
  readonly session: Pick<SessionView, 'balance' | 'unfinishedRound'>;
  readonly bets: BetLevels;
  readonly api: BlackjackApi;
  readonly effects: GameEffects;
}): BlackjackController {
  const { session, bets, api, effects } = options;
  const unfinished = session.unfinishedRound?.status === 'playing' ? session.unfinishedRound : null;
  const resumedRound = unfinished ? tableRoundOf(unfinished) : null;
  const store = createGameStore<BlackjackSnapshot>(
    {
      balance: session.balance,
      pending: false,
      ...openingBet(bets, resumedRound?.view.bet ?? bets.defaultBet),
      round: resumedRound,
      sending: null,
      resumed: isRoundInPlay(resumedRound),
      lastWin: 0,
      busy: false,
      notice: null,
    },
    bets,
    effects,
  );
  const { set } = store;
  // Whether the framing page was told this round started (a resumed round was started on an earlier visit).
  let roundBegun = false;

  const beginRound = () => {
    if (roundBegun) return;
    roundBegun = true;
    store.beginRound();
  };

  /** Puts the answered round on the table; a finished round shows its result and ends the round. */
  const receive = (answer: RoundAnswer) => {
    const round = tableRoundOf(answer.round);
    if (!round) throw new Error('a blackjack request answered another kind of round');
    set({ round, sending: null });
    if (round.view.phase !== 'over') {
      set(nextBalance(store.state, answer.balance));
      return;
    }
    set({ lastWin: round.totalWin });
    roundBegun = false;
    store.showRoundResult(answer.balance);
    const settlement = round.view.settlement;
    if (settlement && settlement.paid > settlement.staked)
      effects.sound(settlement.paid >= 4 * round.view.bet ? 'big-win' : 'win');
  };

  const refused = (error: unknown) => {
    set({ sending: null });
    roundBegun = false;
    // The round is no longer open on the server (finished while the player was away): clear the table.
    if (store.fail(error) === 'NO_ROUND_IN_PLAY') set({ round: null });
  };

  const send = async (sending: 'deal' | BlackjackAction, request: () => Promise<RoundAnswer>) => {
    set({ sending, notice: null, resumed: false, ...(sending === 'deal' ? { round: null } : {}) });
    beginRound();
    effects.sound('tick');
    try {
      const answer = await request();
      if (store.disposed) return;
      receive(answer);
    } catch (error) {
      refused(error);
    }
  };

  const idle = () => store.state.sending === null && !store.state.busy;

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    stepBet(step) {
      if (idle() && !isRoundInPlay(store.state.round)) store.stepBet(step);
    },
    deal() {
      if (!canDeal(store.state)) return;
      const bet = store.state.bet;
      void send('deal', () => api.deal({ bet }));
    },
    act(action) {
      const { round, balance } = store.state;
      if (!idle() || !isRoundInPlay(round)) return;
      const choice = choicesOf(round.view, balance).find((option) => option.action === action);
      if (!choice?.affordable) return;
      void send(action, () => api.act({ action }));
    },
    resetDemo() {
      if (idle() && !isRoundInPlay(store.state.round)) store.resetDemo(() => api.resetDemo());
    },
    dismissNotice: store.dismissNotice,
    dismissResumed() {
      set({ resumed: false });
    },
    dispose: store.dispose,
  };
}
