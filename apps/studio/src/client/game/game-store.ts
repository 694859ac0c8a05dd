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
  /** A balance from the server (for the framing page). */
  onBalance(balance: number): void;
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
  /**
   * A refused request: a fatal code ends the session, anything else shows its notice (a refused stake also
   * shows the balance the refusal gave). Returns the code.
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

  const fail = (error: unknown): string => {
    const code = errorCodeOf(error);
    if (isFatal(code)) {
      effects.onFatal(code);
      return code;
    }
    if (code === 'INSUFFICIENT_FUNDS') {
      if (error instanceof StudioApiError && error.balance !== undefined) applyBalance(error.balance);
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
