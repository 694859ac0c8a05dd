/**
 * A plinko session's play, outside React: the bet, rows and risk, one drop at a time, the landed bin and the
 * balance. The path and payout shown are the server's answer; the screen animates the ball along the path.
 */
import type { PlinkoDrop, PlinkoRisk } from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import { createGameStore, openingBet, type GameEffects, type GameState } from '../game/game-store.ts';
import type { BetLevels, SessionView } from '../../shared/play-api.ts';
import type { PlinkoDropRequest, PlinkoRules } from '../../shared/table-play-api.ts';

/** How many landed bins the strip keeps. */
export const RECENT_DROPS = 10;
export const DEFAULT_ROWS = 12;

export interface PlinkoSnapshot extends GameState {
  readonly rows: number;
  readonly risk: PlinkoRisk;
  /** The drop being animated or last landed, with the board it fell on; null before the first. */
  readonly drop: { readonly result: PlinkoDrop; readonly rows: number; readonly stake: number } | null;
  /** A request or an animation is under way: settings are locked and no other ball drops. */
  readonly falling: boolean;
  /** Multipliers of the last landed bins, newest first. */
  readonly recent: readonly number[];
  readonly lastWin: number;
}

export interface PlinkoApi {
  drop(request: PlinkoDropRequest): Promise<RoundAnswer>;
  resetDemo(): Promise<{ balance: number }>;
}

export interface PlinkoController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PlinkoSnapshot;
  stepBet(step: 1 | -1): void;
  setRows(rows: number): void;
  setRisk(risk: PlinkoRisk): void;
  drop(): void;
  /** The ball has reached its bin on screen: the result and the balance are shown. */
  landed(): void;
  resetDemo(): void;
  dismissNotice(): void;
  dispose(): void;
}

export function createPlinkoController(options: {
  readonly session: Pick<SessionView, 'balance'>;
  readonly rules: Pick<PlinkoRules, 'minRows' | 'maxRows'>;
  readonly bets: BetLevels;
  readonly api: PlinkoApi;
  readonly effects: GameEffects;
}): PlinkoController {
  const { session, rules, bets, api, effects } = options;
  const store = createGameStore<PlinkoSnapshot>(
    {
      balance: session.balance,
      pending: false,
      ...openingBet(bets),
      rows: Math.min(rules.maxRows, Math.max(rules.minRows, DEFAULT_ROWS)),
      risk: 'medium',
      drop: null,
      falling: false,
      recent: [],
      lastWin: 0,
      busy: false,
      notice: null,
    },
    bets,
    effects,
  );
  const { set } = store;
  let answered: RoundAnswer | null = null;
  const idle = () => !store.state.falling && !store.state.busy;

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    stepBet(step) {
      if (idle()) store.stepBet(step);
    },
    setRows(rows) {
      if (idle() && rows >= rules.minRows && rows <= rules.maxRows) set({ rows });
    },
    setRisk(risk) {
      if (idle()) set({ risk });
    },
    drop() {
      const { bet, rows, risk, balance } = store.state;
      if (!idle() || bet > balance) return;
      set({ falling: true, notice: null, balance: balance - bet });
      store.beginRound();
      api.drop({ bet, rows, risk }).then(
        (answer) => {
          if (store.disposed) return;
          const { outcome } = answer.round;
          if (outcome.kind !== 'plinko') throw new Error('a plinko request answered another kind of round');
          answered = answer;
          set({ drop: { result: outcome.drop, rows: outcome.rows, stake: bet } });
        },
        (error: unknown) => {
          set({ falling: false, balance });
          store.fail(error);
        },
      );
    },
    landed() {
      const { drop } = store.state;
      if (!answered || !drop) return;
      const answer = answered;
      answered = null;
      const { result, stake } = drop;
      set({
        falling: false,
        lastWin: result.payout,
        recent: [result.multiplier, ...store.state.recent].slice(0, RECENT_DROPS),
      });
      store.showRoundResult(answer.balance);
      if (result.payout > stake) effects.sound(result.payout >= 10 * stake ? 'big-win' : 'win');
    },
    resetDemo() {
      if (idle()) store.resetDemo(() => api.resetDemo());
    },
    dismissNotice: store.dismissNotice,
    dispose: store.dispose,
  };
}
