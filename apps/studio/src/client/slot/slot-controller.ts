/**
 * A slot session's play, outside React: paid spins, the bonus buy, free spins one by one, the rounds of a
 * free-rounds award, the balance and what the reels show. The screen subscribes to its snapshots
 * (useSyncExternalStore) and calls its actions.
 */
import type { SlotSpinResult } from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import { errorCodeOf } from '../game/error-codes.ts';
import { createGameStore, openingBet, type GameEffects, type GameState } from '../game/game-store.ts';
import type { BetLevels, FreeRoundsView, RoundView, SessionView, SlotRules } from '../../shared/play-api.ts';
import { freeRoundsAfter, playableFreeRounds } from './free-rounds.ts';
import { startReelSpin, type ReelSpin } from './reel-spin.ts';
import { openingWindow, winningCells, type SymbolWindow } from './slot-window.ts';

/** A win is big from this many total bets. */
export const BIG_WIN_BETS = 10;
/** Time between two reel ticks while the reels spin, ms. */
const TICK_MS = 90;

/** Where a free-spins feature stands, as the banner shows it. */
export interface FeatureView {
  readonly spinsAwarded: number;
  readonly spinsPlayed: number;
  readonly totalWin: number;
  readonly multiplier: number;
}

export interface SlotSnapshot extends GameState {
  /** What the reels show when still. */
  readonly shown: SymbolWindow;
  /** The spin the reels are showing, null when still. */
  readonly spin: ReelSpin | null;
  /** "reel:row" of the last spin's winning symbols. */
  readonly winning: ReadonlySet<string>;
  /** The last landed spin's win, while it is shown (id: a new count-up per win). */
  readonly win: { readonly id: number; readonly amount: number; readonly big: boolean } | null;
  readonly lastWin: number;
  readonly feature: FeatureView | null;
  /** The total of a feature that has just ended, until dismissed. */
  readonly featureSummary: { readonly total: number } | null;
  /** The free-rounds award the Spin button plays (once no feature is in progress); null when none is left. */
  readonly freeRounds: FreeRoundsView | null;
  /** What an award won once its last round was played, until the next round. */
  readonly freeRoundsSummary: { readonly total: number } | null;
  /** A drops prize of the last spin, minor units. */
  readonly drop: number | null;
}

export interface SlotApi {
  spin(bet: number): Promise<RoundAnswer>;
  buyBonus(bet: number): Promise<RoundAnswer>;
  freeSpin(): Promise<RoundAnswer>;
  freeRound(): Promise<RoundAnswer>;
  resetDemo(): Promise<{ balance: number }>;
}

export interface SlotControllerOptions {
  readonly session: Pick<SessionView, 'balance' | 'unfinishedRound' | 'freeRounds'>;
  readonly rules: SlotRules;
  readonly bets: BetLevels;
  readonly api: SlotApi;
  readonly effects: GameEffects;
  /** The pause after a free spin before the next one, ms (longer after a win). */
  readonly freeSpinPauseMs?: number;
}

export interface SlotController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SlotSnapshot;
  /** Starts play: a feature left unfinished goes on. */
  start(): void;
  /**
   * The Spin button: a paid spin, the next free spin, a round of the free-rounds award, or a quick stop while the
   * reels spin.
   */
  pressSpin(): void;
  changeBet(step: 1 | -1): void;
  buyBonus(): void;
  reelStopped(reel: number): void;
  reelsLanded(spinId: number): void;
  resetDemo(): void;
  dismissNotice(): void;
  dismissSummary(): void;
  dispose(): void;
}

interface Landing {
  readonly spinId: number;
  readonly answer: RoundAnswer;
  readonly result: SlotSpinResult;
  readonly free: boolean;
}

export function createSlotController(options: SlotControllerOptions): SlotController {
  const { session, rules, bets, api, effects } = options;
  const pauseMs = options.freeSpinPauseMs ?? 1100;
  const symbolIds = rules.symbols.map((symbol) => symbol.id);
  const multiplier = rules.freeSpins?.multiplier ?? 1;
  const unfinished = session.unfinishedRound;
  const freeRounds = playableFreeRounds(session.freeRounds);

  const store = createGameStore<SlotSnapshot>(
    {
      balance: session.balance,
      pending: false,
      ...openingBet(bets, unfinished?.bet ?? freeRounds?.bet),
      shown: unfinished ? (lastWindow(unfinished) ?? openingWindow(rules)) : openingWindow(rules),
      spin: null,
      busy: false,
      winning: new Set(),
      win: null,
      lastWin: 0,
      feature: unfinished ? featureOf(unfinished, multiplier) : null,
      featureSummary: null,
      freeRounds,
      freeRoundsSummary: null,
      drop: null,
      notice: unfinished?.feature ? { key: 'resumeNotice', tone: 'info' } : null,
    },
    bets,
    effects,
  );
  const { set } = store;
  let spins = 0;
  let landing: Landing | null = null;
  let freeSpinTimer: ReturnType<typeof setTimeout> | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;

  const stopTicking = () => {
    if (ticker !== null) clearInterval(ticker);
    ticker = null;
  };

  const beginReels = (): number => {
    spins += 1;
    set({
      spin: startReelSpin(spins, rules.reels, symbolIds),
      winning: new Set(),
      win: null,
      drop: null,
      notice: null,
      featureSummary: null,
      freeRoundsSummary: null,
    });
    stopTicking();
    ticker = setInterval(() => effects.sound('tick'), TICK_MS);
    return spins;
  };

  const abandonReels = () => {
    stopTicking();
    landing = null;
    set({ spin: null });
  };

  const fail = (error: unknown): string => {
    const code = store.fail(error);
    if (code === 'FEATURE_IN_PROGRESS') {
      // Free spins opened elsewhere (another tab): play them here.
      set({ feature: store.state.feature ?? { spinsAwarded: 0, spinsPlayed: 0, totalWin: 0, multiplier } });
      scheduleFreeSpin(pauseMs);
    }
    return code;
  };

  const scheduleFreeSpin = (delay: number) => {
    if (freeSpinTimer !== null) clearTimeout(freeSpinTimer);
    freeSpinTimer = setTimeout(() => {
      freeSpinTimer = null;
      void playNextFreeSpin();
    }, delay);
  };

  const land = (spinId: number, answer: RoundAnswer, result: SlotSpinResult, free: boolean) => {
    landing = { spinId, answer, result, free };
    if (store.state.spin?.id === spinId) set({ spin: { ...store.state.spin, result: result.window } });
  };

  const paidSpin = async () => {
    const before = store.state.balance;
    const spinId = beginReels();
    // The stake leaves the balance as the reels start; the answer's balance shows once they land.
    if (before >= store.state.bet) set({ balance: before - store.state.bet });
    store.beginRound();
    try {
      const answer = await api.spin(store.state.bet);
      if (store.disposed) return;
      if (answer.round.outcome.kind !== 'spin') throw new Error('a spin answered another kind of round');
      land(spinId, answer, answer.round.outcome.spin, false);
    } catch (error) {
      abandonReels();
      set({ balance: before });
      fail(error);
    }
  };

  const playFreeRound = async () => {
    const spinId = beginReels();
    store.beginRound();
    try {
      const answer = await api.freeRound();
      if (store.disposed) return;
      if (answer.round.outcome.kind !== 'spin') {
        throw new Error('a free round answered another kind of round');
      }
      land(spinId, answer, answer.round.outcome.spin, false);
    } catch (error) {
      abandonReels();
      const code = fail(error);
      if (code === 'NO_FREE_ROUNDS') set({ freeRounds: null });
      // Nothing was staked: the message about a stake being returned does not apply.
      if (code === 'WALLET_UNAVAILABLE') set({ notice: { key: 'errorWalletUnavailable', tone: 'error' } });
    }
  };

  const playNextFreeSpin = async () => {
    if (store.disposed || store.state.spin || store.state.busy || !store.state.feature) return;
    const spinId = beginReels();
    store.beginRound();
    try {
      const answer = await api.freeSpin();
      if (store.disposed) return;
      const step = answer.round.steps.at(-1);
      if (!step) throw new Error('a free spin answered no step');
      land(spinId, answer, step.spin, true);
    } catch (error) {
      abandonReels();
      if (errorCodeOf(error) === 'NO_FEATURE') {
        store.endRound(null);
        set({ feature: null });
        return;
      }
      fail(error);
    }
  };

  const reelsLanded = (spinId: number) => {
    if (!landing || landing.spinId !== spinId) return;
    const { answer, result, free } = landing;
    landing = null;
    stopTicking();
    store.showRoundResult(answer.balance);
    const amount = result.totalWin;
    const big = amount >= BIG_WIN_BETS * answer.round.bet;
    set({
      spin: null,
      shown: result.window,
      winning: winningCells(result),
      win: amount > 0 ? { id: spinId, amount, big } : null,
      drop: result.drop?.amount ?? null,
    });
    if (amount > 0) effects.sound(big ? 'big-win' : 'win');
    afterRound(answer.round, free, amount);
    followFreeRounds(answer);
  };

  /** Takes the free rounds an answer leaves; the bet is the award's while its rounds are played. */
  const followFreeRounds = (answer: RoundAnswer) => {
    const next = freeRoundsAfter(answer);
    set(next);
    if (next.freeRounds && !store.state.feature) set(openingBet(bets, next.freeRounds.bet));
  };

  /** What follows a landed spin or a bought feature: more free spins, the feature's total, or nothing. */
  const afterRound = (round: RoundView, free: boolean, spinWin: number) => {
    const feature = round.feature;
    if (feature && feature.spinsPlayed < feature.spinsAwarded) {
      const before = store.state.feature;
      const added = free ? (round.steps.at(-1)?.spinsAdded ?? 0) : 0;
      set({
        feature: { ...feature, multiplier },
        lastWin: free ? store.state.lastWin : spinWin,
        ...(before === null || before.spinsAwarded === 0
          ? { notice: { key: 'freeSpinsWon', values: { spins: feature.spinsAwarded }, tone: 'info' } }
          : added > 0
            ? { notice: { key: 'freeSpinsMore', values: { spins: added }, tone: 'info' } }
            : {}),
      });
      scheduleFreeSpin(pauseMs + (spinWin > 0 ? 900 : 0));
      return;
    }
    if (free && feature) {
      set({ feature: null, featureSummary: { total: feature.totalWin }, lastWin: round.totalWin });
      return;
    }
    set({ lastWin: round.totalWin });
  };

  const buyBonus = async () => {
    const { spin, busy, feature, freeRounds } = store.state;
    if (!rules.bonusBuy || spin || busy || feature || freeRounds) return;
    set({
      busy: true,
      notice: null,
      win: null,
      winning: new Set(),
      drop: null,
      featureSummary: null,
      freeRoundsSummary: null,
    });
    store.beginRound();
    try {
      const answer = await api.buyBonus(store.state.bet);
      if (store.disposed) return;
      // A bought feature has nothing to animate before its free spins: its price is the result shown.
      store.showRoundResult(answer.balance);
      set({ busy: false });
      afterRound(answer.round, false, 0);
      followFreeRounds(answer);
    } catch (error) {
      set({ busy: false });
      fail(error);
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    start() {
      if (store.state.feature) scheduleFreeSpin(pauseMs);
    },
    pressSpin() {
      if (store.state.spin) {
        if (!store.state.spin.quick) set({ spin: { ...store.state.spin, quick: true } });
        return;
      }
      if (store.state.busy) return;
      if (store.state.feature) {
        if (freeSpinTimer !== null) clearTimeout(freeSpinTimer);
        freeSpinTimer = null;
        void playNextFreeSpin();
        return;
      }
      void (store.state.freeRounds ? playFreeRound() : paidSpin());
    },
    changeBet(step) {
      const { spin, busy, feature, freeRounds } = store.state;
      if (!spin && !busy && !feature && !freeRounds) store.stepBet(step);
    },
    buyBonus() {
      void buyBonus();
    },
    reelStopped() {
      effects.sound('reel-stop');
    },
    reelsLanded,
    resetDemo() {
      if (!store.state.spin && !store.state.busy) store.resetDemo(() => api.resetDemo());
    },
    dismissNotice: store.dismissNotice,
    dismissSummary() {
      set({ featureSummary: null });
    },
    dispose() {
      store.dispose();
      stopTicking();
      if (freeSpinTimer !== null) clearTimeout(freeSpinTimer);
    },
  };
}

/** The window a round left on screen: its last free spin's, else its own spin's. */
function lastWindow(round: RoundView): SymbolWindow | null {
  const last = round.steps.at(-1)?.spin.window;
  if (last) return last;
  return round.outcome.kind === 'spin' ? round.outcome.spin.window : null;
}

function featureOf(round: RoundView, multiplier: number): FeatureView | null {
  const feature = round.feature;
  if (!feature || feature.spinsPlayed >= feature.spinsAwarded) return null;
  return { ...feature, multiplier };
}
