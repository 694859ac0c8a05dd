/**
 * A mines session's play, outside React: the bet and mine count, the board, reveals, the cash-out and the
 * balance. Every gem, mine and payout shown is the server's answer; the multipliers come from the rules.
 */
import { minesMultiplier, type MinesPlayerView } from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import { nextBalance } from '../game/balance-state.ts';
import { createGameStore, openingBet, type GameEffects, type GameState } from '../game/game-store.ts';
import type { BetLevels, SessionView } from '../../shared/play-api.ts';
import type { MinesActionRequest, MinesRules, MinesStartRequest } from '../../shared/table-play-api.ts';

export interface MinesSnapshot extends GameState {
  /** The board in play, or the last one played (shown until the next start); null before. */
  readonly board: MinesPlayerView | null;
  readonly mines: number;
  /** The request under way: a start, a reveal of a cell, or a cash-out. */
  readonly sending: 'start' | 'cash-out' | number | null;
  /** The board on screen was left half-played and is continued now. */
  readonly resumed: boolean;
  readonly lastWin: number;
}

export interface MinesApi {
  start(request: MinesStartRequest): Promise<RoundAnswer>;
  act(request: MinesActionRequest): Promise<RoundAnswer>;
  resetDemo(): Promise<{ balance: number }>;
}

export interface MinesController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): MinesSnapshot;
  stepBet(step: 1 | -1): void;
  setMines(mines: number): void;
  start(): void;
  reveal(cell: number): void;
  cashOut(): void;
  resetDemo(): void;
  dismissNotice(): void;
  dismissResumed(): void;
  dispose(): void;
}

export function isBoardInPlay(board: MinesPlayerView | null): boolean {
  return board !== null && board.status === 'playing';
}

/** What cashing out pays now (0 before the first gem) and the multiplier the next gem brings. */
export function minesQuote(
  board: MinesPlayerView,
  houseEdge: number,
): { multiplier: number; payout: number; next: number | null } {
  const revealed = board.revealed.length;
  const multiplier = revealed > 0 ? minesMultiplier(board.mines, revealed, houseEdge) : 0;
  const next = revealed + board.mines < 25 ? minesMultiplier(board.mines, revealed + 1, houseEdge) : null;
  return { multiplier, payout: Math.floor(board.bet.stake * multiplier), next };
}

function boardOf(answer: RoundAnswer): MinesPlayerView {
  const { outcome } = answer.round;
  if (outcome.kind !== 'mines') throw new Error('a mines request answered another kind of round');
  return outcome.view;
}

export function createMinesController(options: {
  readonly session: Pick<SessionView, 'balance' | 'unfinishedRound'>;
  readonly rules: Pick<MinesRules, 'defaultMines'>;
  readonly bets: BetLevels;
  readonly api: MinesApi;
  readonly effects: GameEffects;
}): MinesController {
  const { session, rules, bets, api, effects } = options;
  const unfinished = session.unfinishedRound;
  const resumed =
    unfinished?.status === 'playing' && unfinished.outcome.kind === 'mines' ? unfinished.outcome.view : null;
  const store = createGameStore<MinesSnapshot>(
    {
      balance: session.balance,
      pending: false,
      ...openingBet(bets, resumed?.bet.stake ?? bets.defaultBet),
      board: resumed,
      mines: resumed?.mines ?? rules.defaultMines,
      sending: null,
      resumed: resumed !== null,
      lastWin: 0,
      busy: false,
      notice: null,
    },
    bets,
    effects,
  );
  const { set } = store;
  let roundBegun = false;
  const idle = () => store.state.sending === null && !store.state.busy;

  const receive = (answer: RoundAnswer) => {
    const board = boardOf(answer);
    set({ board, sending: null });
    if (board.status === 'playing') {
      set(nextBalance(store.state, answer.balance));
      if (board.revealed.length > 0) effects.sound('tick');
      return;
    }
    set({ lastWin: board.payout });
    roundBegun = false;
    store.showRoundResult(answer.balance);
    if (board.payout > board.bet.stake)
      effects.sound(board.payout >= 10 * board.bet.stake ? 'big-win' : 'win');
  };

  const send = async (sending: MinesSnapshot['sending'], request: () => Promise<RoundAnswer>) => {
    set({ sending, notice: null, resumed: false });
    if (!roundBegun) {
      roundBegun = true;
      store.beginRound();
    }
    try {
      const answer = await request();
      if (!store.disposed) receive(answer);
    } catch (error) {
      set({ sending: null });
      roundBegun = false;
      // The board is no longer open on the server (finished while the player was away): clear it.
      if (store.fail(error) === 'NO_ROUND_IN_PLAY') set({ board: null });
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    stepBet(step) {
      if (idle() && !isBoardInPlay(store.state.board)) store.stepBet(step);
    },
    setMines(mines) {
      if (idle() && !isBoardInPlay(store.state.board) && mines >= 1 && mines <= 24) set({ mines });
    },
    start() {
      const { board, bet, mines, balance } = store.state;
      if (!idle() || isBoardInPlay(board) || bet > balance) return;
      set({ board: null });
      void send('start', () => api.start({ bet, mines }));
    },
    reveal(cell) {
      const { board } = store.state;
      if (!idle() || board === null || !isBoardInPlay(board) || board.revealed.includes(cell)) return;
      void send(cell, () => api.act({ action: { type: 'reveal', cell } }));
    },
    cashOut() {
      const { board } = store.state;
      if (!idle() || board === null || !isBoardInPlay(board) || board.revealed.length === 0) return;
      void send('cash-out', () => api.act({ action: { type: 'cash-out' } }));
    },
    resetDemo() {
      if (idle() && !isBoardInPlay(store.state.board)) store.resetDemo(() => api.resetDemo());
    },
    dismissNotice: store.dismissNotice,
    dismissResumed() {
      set({ resumed: false });
    },
    dispose: store.dispose,
  };
}
