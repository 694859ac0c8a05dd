/**
 * A dice session's play, outside React: the bet, chance and direction, the roll and the balance. The screen
 * subscribes to its snapshots and calls its actions.
 */
import type { DiceDirection } from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import type { DiceBetRequest } from '../api/roll-dice.ts';
import { StudioApiError } from '../api/studio-request.ts';
import { nextBalance, type BalanceState } from '../game/balance-state.ts';
import { errorCodeOf, isFatal, playErrorMessage } from '../game/error-codes.ts';
import type { Notice } from '../game/notice.ts';
import type { SoundEffect } from '../sound/sound-engine.ts';
import type { BetLevels, DiceRules, SessionView } from '../../shared/play-api.ts';
import { clampChance, targetForChance } from './dice-math.ts';

/** The chance a new session starts on, percent. */
export const DEFAULT_CHANCE = 49.5;

export interface DiceResult {
  readonly id: number;
  readonly roll: number;
  readonly won: boolean;
  readonly payout: number;
  readonly direction: DiceDirection;
  readonly target: number;
}

export interface DiceSnapshot extends BalanceState {
  readonly betIndex: number;
  readonly bet: number;
  readonly direction: DiceDirection;
  /** Win chance, percent with two decimals. */
  readonly chance: number;
  /** A roll under way: the answer's roll once it came (null until then); quick lands it at once. */
  readonly rolling: { readonly id: number; readonly roll: number | null; readonly quick: boolean } | null;
  readonly result: DiceResult | null;
  readonly lastWin: number;
  /** A request without a roll is under way (demo reset). */
  readonly busy: boolean;
  readonly notice: Notice | null;
}

export interface DiceApi {
  roll(request: DiceBetRequest): Promise<RoundAnswer>;
  resetDemo(): Promise<{ balance: number }>;
}

export interface DiceEffects {
  onBalance(balance: number): void;
  onInsufficientFunds(): void;
  onFatal(code: string): void;
  sound(effect: SoundEffect): void;
}

export interface DiceController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DiceSnapshot;
  setDirection(direction: DiceDirection): void;
  setChance(chance: number): void;
  changeBet(step: 1 | -1): void;
  /** The Roll button: a roll, or landing the current one at once. */
  pressRoll(): void;
  /** The counter has landed on the answer's roll. */
  rollLanded(id: number): void;
  resetDemo(): void;
  dismissNotice(): void;
  dispose(): void;
}

export function createDiceController(options: {
  readonly session: Pick<SessionView, 'balance'>;
  readonly rules: DiceRules;
  readonly bets: BetLevels;
  readonly api: DiceApi;
  readonly effects: DiceEffects;
}): DiceController {
  const { session, rules, bets, api, effects } = options;
  const betIndex = Math.max(0, bets.levels.indexOf(bets.defaultBet));
  let state: DiceSnapshot = {
    balance: session.balance,
    pending: false,
    betIndex,
    bet: bets.levels[betIndex] ?? bets.defaultBet,
    direction: 'under',
    chance: clampChance(DEFAULT_CHANCE, rules.minChance, rules.maxChance),
    rolling: null,
    result: null,
    lastWin: 0,
    busy: false,
    notice: null,
  };
  const listeners = new Set<() => void>();
  let rolls = 0;
  let landing: { id: number; answer: RoundAnswer } | null = null;
  let disposed = false;

  const set = (patch: Partial<DiceSnapshot>) => {
    if (disposed) return;
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const applyBalance = (answered: number | null) => {
    set(nextBalance(state, answered));
    if (answered !== null) effects.onBalance(answered);
  };

  const fail = (error: unknown) => {
    const code = errorCodeOf(error);
    if (isFatal(code)) {
      effects.onFatal(code);
      return;
    }
    if (code === 'INSUFFICIENT_FUNDS') {
      if (error instanceof StudioApiError && error.balance !== undefined) applyBalance(error.balance);
      effects.onInsufficientFunds();
    }
    set({ notice: { key: playErrorMessage(code), tone: 'error' } });
  };

  const roll = async () => {
    rolls += 1;
    const id = rolls;
    const before = state.balance;
    const bet = state.bet;
    set({
      rolling: { id, roll: null, quick: false },
      result: null,
      notice: null,
      ...(before >= bet ? { balance: before - bet } : {}),
    });
    effects.sound('dice-rattle');
    try {
      const answer = await api.roll({
        bet,
        target: targetForChance(state.direction, state.chance),
        direction: state.direction,
      });
      if (disposed) return;
      const outcome = answer.round.outcome;
      if (outcome.kind !== 'dice') throw new Error('a roll answered another kind of round');
      landing = { id, answer };
      if (state.rolling?.id === id) set({ rolling: { ...state.rolling, roll: outcome.roll.roll } });
    } catch (error) {
      landing = null;
      set({ rolling: null, balance: before });
      fail(error);
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    setDirection(direction) {
      if (!state.rolling) set({ direction });
    },
    setChance(chance) {
      if (!state.rolling) set({ chance: clampChance(chance, rules.minChance, rules.maxChance) });
    },
    changeBet(step) {
      if (state.rolling || state.busy) return;
      const index = Math.min(bets.levels.length - 1, Math.max(0, state.betIndex + step));
      set({ betIndex: index, bet: bets.levels[index] ?? state.bet });
    },
    pressRoll() {
      if (state.rolling) {
        if (!state.rolling.quick) set({ rolling: { ...state.rolling, quick: true } });
        return;
      }
      if (!state.busy) void roll();
    },
    rollLanded(id) {
      if (!landing || landing.id !== id) return;
      const { answer } = landing;
      landing = null;
      const outcome = answer.round.outcome;
      if (outcome.kind !== 'dice') return;
      set({
        rolling: null,
        result: {
          id,
          roll: outcome.roll.roll,
          won: outcome.roll.won,
          payout: outcome.roll.payout,
          direction: outcome.direction,
          target: outcome.target,
        },
        lastWin: answer.round.totalWin,
      });
      applyBalance(answer.balance);
      if (outcome.roll.won) effects.sound(outcome.roll.payout >= 10 * answer.round.bet ? 'big-win' : 'win');
    },
    resetDemo() {
      if (state.rolling || state.busy) return;
      set({ busy: true, notice: null });
      api.resetDemo().then(
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
