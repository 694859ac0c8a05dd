/**
 * What every game's controller keeps and does alike, outside React: the snapshot the screen subscribes to, the
 * balance from the server's answers, refusals shown as notices, the bet steps and the demo reset.
 */
import { StudioApiError } from '../api/studio-request.ts';
import type { SoundEffect } from '../sound/sound-engine.ts';
import type { BetLevels } from '../../shared/play-api.ts';
import { nextBalance, type BalanceState } from './balance-state.ts';
import { errorCodeOf, isFatal, playErrorMessage } from './error-codes.ts';
import type { Notice } from './notice.ts';

/** What a game's play does outside its own screen. */
export interface GameEffects {
  /** A balance from the server outside a round's result (for the framing page). */
  onBalance(balance: number): void;
  /** A round's request is about to be sent (for the framing page). */
  onRoundStart(): void;
  /** The round has ended on screen: result shown, or refused or failed (balance after it, null: unknown). */
  onRoundResult(balance: number | null): void;
  onInsufficientFunds(): void;
  /** The session cannot go on. */
  onFatal(code: string): void;
  sound(effect: SoundEffect): void;
}

/** The part of a snapshot every game has. */
export interface GameState extends BalanceState {
  readonly betIndex: number;
  readonly bet: number;
  /** A request that moves nothing on the board is under way (demo reset, bonus buy). */
  readonly busy: boolean;
  readonly notice: Notice | null;
}

export interface GameStore<S extends GameState> {
  /** The current snapshot. */
  readonly state: S;
  /** True once the screen has gone: answers that come later change nothing. */
  readonly disposed: boolean;
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
  set(patch: Partial<S>): void;
  /** Shows an answer's balance (null: the win is not confirmed yet) and tells the framing page. */
  applyBalance(answered: number | null): void;
  /** A round begins: the framing page hears of it before its request is sent. */
  beginRound(): void;
  /**
   * The round's result is on screen: shows the answer's balance and tells the framing page, which keeps its
   * own balance display still until then.
   */
  showRoundResult(answered: number | null): void;
  /** Ends the round begun, if any, without a result on screen (the request answered nothing to show). */
  endRound(balance: number | null): void;
  /**
   * A refused request: it ends the round begun, a fatal code ends the session, anything else shows its notice
   * (a refused stake also shows the balance the refusal gave). Returns the code.
   */
  fail(error: unknown): string;
  /** One bet level up or down, within the levels. */
  stepBet(step: 1 | -1): void;
  /** Refills the demo balance through `request`, busy meanwhile. */
  resetDemo(request: () => Promise<{ balance: number }>): void;
  dismissNotice(): void;
  dispose(): void;
}

/** The bet a session opens on: `wanted` if it is one of the levels, else the first level. */
export function openingBet(
  bets: BetLevels,
  wanted: number = bets.defaultBet,
): Pick<GameState, 'betIndex' | 'bet'> {
  const betIndex = Math.max(0, bets.levels.indexOf(wanted));
  return { betIndex, bet: bets.levels[betIndex] ?? bets.defaultBet };
}

export function createGameStore<S extends GameState>(
  initial: S,
  bets: BetLevels,
  effects: GameEffects,
): GameStore<S> {
  let state = initial;
  let disposed = false;
  let roundOpen = false;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<S> | Partial<GameState>) => {
    if (disposed) return;
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const applyBalance = (answered: number | null) => {
    set(nextBalance(state, answered));
    if (answered !== null) effects.onBalance(answered);
  };

  const beginRound = () => {
    if (disposed) return;
    roundOpen = true;
    effects.onRoundStart();
  };

  const endRound = (balance: number | null) => {
    if (!roundOpen || disposed) return;
    roundOpen = false;
    effects.onRoundResult(balance);
  };

  const fail = (error: unknown): string => {
    const code = errorCodeOf(error);
    endRound(refusedBalance(error, code));
    if (isFatal(code)) {
      effects.onFatal(code);
      return code;
    }
    if (code === 'INSUFFICIENT_FUNDS') {
      const balance = refusedBalance(error, code);
      if (balance !== null) applyBalance(balance);
      effects.onInsufficientFunds();
    }
    set({ notice: { key: playErrorMessage(code), tone: 'error' } });
    return code;
  };

  return {
    get state() {
      return state;
    },
    get disposed() {
      return disposed;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    set,
    applyBalance,
    beginRound,
    showRoundResult(answered) {
      set(nextBalance(state, answered));
      endRound(answered);
    },
    endRound,
    fail,
    stepBet(step) {
      const betIndex = Math.min(bets.levels.length - 1, Math.max(0, state.betIndex + step));
      set({ betIndex, bet: bets.levels[betIndex] ?? state.bet });
    },
    resetDemo(request) {
      set({ busy: true, notice: null });
      request().then(
        ({ balance }) => {
          set({ busy: false });
          applyBalance(balance);
        },
        (error: unknown) => {
          set({ busy: false });
          fail(error);
        },
      );
    },
    dismissNotice() {
      set({ notice: null });
    },
    dispose() {
      disposed = true;
      listeners.clear();
    },
  };
}

/** The balance a refused stake reports (INSUFFICIENT_FUNDS carries it), else null. */
function refusedBalance(error: unknown, code: string): number | null {
  return code === 'INSUFFICIENT_FUNDS' && error instanceof StudioApiError && error.balance !== undefined
    ? error.balance
    : null;
}
