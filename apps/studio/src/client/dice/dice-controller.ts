/**
 * A dice session's play, outside React: the bet, chance and direction, the roll and the balance. The screen
 * subscribes to its snapshots and calls its actions.
 */
import type { DiceDirection } from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import type { DiceBetRequest } from '../api/roll-dice.ts';
import { createGameStore, openingBet, type GameEffects, type GameState } from '../game/game-store.ts';
import type { BetLevels, DiceRules, SessionView } from '../../shared/play-api.ts';
import { betLimits, clampBet } from './bet-amount.ts';
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

export interface DiceSnapshot extends GameState {
  readonly direction: DiceDirection;
  /** Win chance, percent with two decimals. */
  readonly chance: number;
  /** A roll under way: the answer's roll once it came (null until then); quick lands it at once. */
  readonly rolling: { readonly id: number; readonly roll: number | null; readonly quick: boolean } | null;
  readonly result: DiceResult | null;
  readonly lastWin: number;
}

export interface DiceApi {
  roll(request: DiceBetRequest): Promise<RoundAnswer>;
  resetDemo(): Promise<{ balance: number }>;
}

export interface DiceController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DiceSnapshot;
  setDirection(direction: DiceDirection): void;
  setChance(chance: number): void;
  /** A bet in minor units, kept within the lowest and highest levels (dice takes any whole amount). */
  setBet(bet: number): void;
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
  readonly effects: GameEffects;
}): DiceController {
  const { session, rules, bets, api, effects } = options;
  const store = createGameStore<DiceSnapshot>(
    {
      balance: session.balance,
      pending: false,
      ...openingBet(bets),
      direction: 'under',
      chance: clampChance(DEFAULT_CHANCE, rules.minChance, rules.maxChance),
      rolling: null,
      result: null,
      lastWin: 0,
      busy: false,
      notice: null,
    },
    bets,
    effects,
  );
  const { set } = store;
  const limits = betLimits(bets);
  let rolls = 0;
  let landing: { id: number; answer: RoundAnswer } | null = null;

  const roll = async () => {
    rolls += 1;
    const id = rolls;
    const before = store.state.balance;
    const bet = store.state.bet;
    set({
      rolling: { id, roll: null, quick: false },
      result: null,
      notice: null,
      ...(before >= bet ? { balance: before - bet } : {}),
    });
    effects.sound('dice-rattle');
    store.beginRound();
    try {
      const answer = await api.roll({
        bet,
        target: targetForChance(store.state.direction, store.state.chance),
        direction: store.state.direction,
      });
      if (store.disposed) return;
      const outcome = answer.round.outcome;
      if (outcome.kind !== 'dice') throw new Error('a roll answered another kind of round');
      landing = { id, answer };
      if (store.state.rolling?.id === id)
        set({ rolling: { ...store.state.rolling, roll: outcome.roll.roll } });
    } catch (error) {
      landing = null;
      set({ rolling: null, balance: before });
      store.fail(error);
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setDirection(direction) {
      if (!store.state.rolling) set({ direction });
    },
    setChance(chance) {
      if (!store.state.rolling) set({ chance: clampChance(chance, rules.minChance, rules.maxChance) });
    },
    setBet(bet) {
      if (!store.state.rolling && !store.state.busy) set({ bet: clampBet(bet, limits) });
    },
    pressRoll() {
      if (store.state.rolling) {
        if (!store.state.rolling.quick) set({ rolling: { ...store.state.rolling, quick: true } });
        return;
      }
      if (!store.state.busy) void roll();
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
      store.showRoundResult(answer.balance);
      if (outcome.roll.won) effects.sound(outcome.roll.payout >= 10 * answer.round.bet ? 'big-win' : 'win');
    },
    resetDemo() {
      if (!store.state.rolling && !store.state.busy) store.resetDemo(() => api.resetDemo());
    },
    dismissNotice: store.dismissNotice,
    dispose: store.dispose,
  };
}
