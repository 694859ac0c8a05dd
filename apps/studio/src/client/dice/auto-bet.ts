/**
 * Auto-bet: rolls the dice again and again with the settings of the screen, through the same Roll the player
 * presses, until the number of rolls is played or a stop condition is met. It stops at once, without another
 * roll, when a roll is refused or fails, when the balance does not cover the next bet, or when a win is still
 * being credited; Stop lets the roll under way land and ends the run there.
 */
import type { DiceSnapshot } from './dice-controller.ts';
import {
  afterRoll,
  NO_PROGRESS,
  type AutoBetProgress,
  type AutoBetSettings,
  type AutoBetStop,
} from './auto-bet-rules.ts';

/** The pause between a roll landing and the next, so each result can be seen. */
export const AUTO_BET_PAUSE_MS = 600;

export interface AutoBetSnapshot {
  readonly running: boolean;
  /** Stop was pressed: the roll under way lands, then the run ends. */
  readonly stopping: boolean;
  /** The rolls the run was set to play. */
  readonly rolls: number;
  readonly progress: AutoBetProgress;
  /** Why the last run ended; null before any. */
  readonly stopped: AutoBetStop | null;
}

/** What auto-bet needs of the dice controller. */
export interface AutoBetDice {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DiceSnapshot;
  pressRoll(): void;
}

/** Runs `action` after `ms`; returns a cancel. */
export type Schedule = (action: () => void, ms: number) => () => void;

const timeout: Schedule = (action, ms) => {
  const timer = setTimeout(action, ms);
  return () => clearTimeout(timer);
};

export interface AutoBet {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AutoBetSnapshot;
  start(settings: AutoBetSettings): void;
  stop(): void;
  dispose(): void;
}

export function createAutoBet(dice: AutoBetDice, schedule: Schedule = timeout): AutoBet {
  let snapshot: AutoBetSnapshot = {
    running: false,
    stopping: false,
    rolls: 0,
    progress: NO_PROGRESS,
    stopped: null,
  };
  let settings: AutoBetSettings | null = null;
  /** The roll this run is waiting for, and what it staked. */
  let awaiting: { readonly id: number; readonly stake: number } | null = null;
  let cancelNext: (() => void) | null = null;
  let disposed = false;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<AutoBetSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };

  const finish = (reason: AutoBetStop) => {
    cancelNext?.();
    cancelNext = null;
    awaiting = null;
    set({ running: false, stopping: false, stopped: reason });
  };

  const rollNext = () => {
    cancelNext = null;
    if (!snapshot.running || disposed) return;
    if (snapshot.stopping) return finish('player');
    const before = dice.getSnapshot();
    if (before.rolling || before.busy || before.pending) return finish('error');
    if (before.bet > before.balance) return finish('funds');
    dice.pressRoll();
    const rolling = dice.getSnapshot().rolling;
    if (!rolling) return finish('error');
    awaiting = { id: rolling.id, stake: before.bet };
  };

  // A roll ends in several updates (result, then balance; or rolling cleared, then the refusal's notice), so
  // the run looks at it once they are all made.
  const settle = () => {
    if (!awaiting || !settings || disposed) return;
    const current = dice.getSnapshot();
    if (current.rolling?.id === awaiting.id) return;
    const { id, stake } = awaiting;
    awaiting = null;
    if (current.result?.id !== id)
      return finish(current.notice?.key === 'insufficientFunds' ? 'funds' : 'error');
    const { progress, stop } = afterRoll(settings, snapshot.progress, {
      stake,
      payout: current.result.payout,
    });
    set({ progress });
    if (stop) return finish(stop);
    if (current.pending) return finish('error');
    if (snapshot.stopping) return finish('player');
    cancelNext = schedule(rollNext, AUTO_BET_PAUSE_MS);
  };

  const unsubscribe = dice.subscribe(() => {
    if (awaiting && dice.getSnapshot().rolling?.id !== awaiting.id) queueMicrotask(settle);
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start(next) {
      const current = dice.getSnapshot();
      if (snapshot.running || disposed || current.rolling || current.busy) return;
      settings = next;
      set({ running: true, stopping: false, rolls: next.rolls, progress: NO_PROGRESS, stopped: null });
      rollNext();
    },
    stop() {
      if (!snapshot.running) return;
      if (awaiting) set({ stopping: true });
      else finish('player');
    },
    dispose() {
      disposed = true;
      cancelNext?.();
      unsubscribe();
      listeners.clear();
    },
  };
}
