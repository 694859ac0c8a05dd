/**
 * A baccarat session's play, outside React: the chip, the bets on the table (with undo, clear, repeat and
 * double), the deal and its reveal, the results of this session for the bead road, and the balance. The screen
 * subscribes to its snapshots and calls its actions.
 */
import type {
  BaccaratBets,
  BaccaratBetKind,
  BaccaratResult,
  BaccaratRound,
  BaccaratSettlement,
} from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import { createGameStore, openingBet, type GameEffects, type GameState } from '../game/game-store.ts';
import type { BetLevels, SessionView } from '../../shared/play-api.ts';
import type { BaccaratDealRequest, BaccaratRules } from '../../shared/table-play-api.ts';
import {
  checkBets,
  doubled,
  hasBets,
  placedBets,
  refusesChange,
  totalStake,
  withChip,
  type BetCheck,
} from './bet-layout.ts';

/** A deal under way: its bets, then the answer's round (null until it came); quick shows every card at once. */
export interface BaccaratDeal {
  readonly id: number;
  readonly bets: BaccaratBets;
  readonly round: BaccaratRound | null;
  readonly quick: boolean;
}

/** A round on screen once all its cards are shown, as the server answered it. */
export interface BaccaratShownRound {
  readonly id: number;
  readonly bets: BaccaratBets;
  readonly round: BaccaratRound;
  readonly settlement: BaccaratSettlement;
  /** What the round paid back, stake of returned bets included. */
  readonly totalWin: number;
}

export interface BaccaratSnapshot extends GameState {
  /** The chip a click on a spot adds, minor units. */
  readonly chip: number;
  /** The bets for the next deal. */
  readonly bets: BaccaratBets;
  /** The bets before each change, the latest last. */
  readonly undo: readonly BaccaratBets[];
  /** The bets of the last round dealt, for Repeat. */
  readonly lastBets: BaccaratBets | null;
  /** A change to the bets just refused, and why. */
  readonly refused: BetCheck | null;
  readonly deal: BaccaratDeal | null;
  readonly shown: BaccaratShownRound | null;
  /** This session's results, oldest first: the bead road starts empty. */
  readonly results: readonly BaccaratResult[];
  readonly lastWin: number;
}

export interface BaccaratApi {
  deal(request: BaccaratDealRequest): Promise<RoundAnswer>;
  resetDemo(): Promise<{ balance: number }>;
}

export interface BaccaratController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): BaccaratSnapshot;
  selectChip(chip: number): void;
  /** Adds the chosen chip to a bet. */
  place(kind: BaccaratBetKind): void;
  undo(): void;
  clear(): void;
  /** Puts the last round's bets back on an empty table. */
  repeat(): void;
  double(): void;
  /** The Deal button (and Space): deals, or shows the cards of the deal under way at once. */
  pressDeal(): void;
  /** The table has shown a card of the deal. */
  cardDealt(id: number): void;
  /** The table has shown every card of the deal. */
  dealShown(id: number): void;
  resetDemo(): void;
  dismissNotice(): void;
  dispose(): void;
}

/** The chip a session starts on: the largest not above the default bet, else the smallest. */
export function openingChip(chips: readonly number[], defaultBet: number): number {
  const fitting = chips.filter((chip) => chip <= defaultBet);
  return fitting.at(-1) ?? chips[0] ?? defaultBet;
}

export function createBaccaratController(options: {
  readonly session: Pick<SessionView, 'balance'>;
  readonly rules: BaccaratRules;
  readonly bets: BetLevels;
  readonly api: BaccaratApi;
  readonly effects: GameEffects;
}): BaccaratController {
  const { session, rules, bets: levels, api, effects } = options;
  const store = createGameStore<BaccaratSnapshot>(
    {
      balance: session.balance,
      pending: false,
      ...openingBet(levels),
      busy: false,
      notice: null,
      chip: openingChip(rules.chips, levels.defaultBet),
      bets: {},
      undo: [],
      lastBets: null,
      refused: null,
      deal: null,
      shown: null,
      results: [],
      lastWin: 0,
    },
    levels,
    effects,
  );
  const { set } = store;
  let deals = 0;
  let landing: { id: number; answer: RoundAnswer } | null = null;

  const canChange = () => store.state.deal === null && !store.state.busy;

  /** Puts `next` on the table unless it breaks a maximum or the balance; then says why instead. */
  const change = (next: BaccaratBets) => {
    const check = checkBets(next, rules.limits, store.state.balance);
    if (refusesChange(check)) {
      set({ refused: check });
      return;
    }
    set({
      bets: placedBets(next),
      undo: [...store.state.undo, store.state.bets],
      refused: null,
      notice: null,
    });
    effects.sound('tick');
  };

  const deal = async () => {
    const bets = placedBets(store.state.bets);
    const before = store.state.balance;
    const check = checkBets(bets, rules.limits, before);
    if (check) {
      set({ refused: check });
      return;
    }
    deals += 1;
    const id = deals;
    set({
      deal: { id, bets, round: null, quick: false },
      shown: null,
      refused: null,
      notice: null,
      balance: before - totalStake(bets),
    });
    store.beginRound();
    try {
      const answer = await api.deal({ bets });
      if (store.disposed) return;
      const outcome = answer.round.outcome;
      if (outcome.kind !== 'baccarat') throw new Error('a deal answered another kind of round');
      landing = { id, answer };
      set({ deal: { id, bets, round: outcome.round, quick: false }, bets: {}, undo: [], lastBets: bets });
    } catch (error) {
      landing = null;
      set({ deal: null, balance: before });
      store.fail(error);
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    selectChip(chip) {
      if (rules.chips.includes(chip)) set({ chip, refused: null });
    },
    place(kind) {
      if (canChange()) change(withChip(store.state.bets, kind, store.state.chip));
    },
    undo() {
      const previous = store.state.undo.at(-1);
      if (!canChange() || previous === undefined) return;
      set({ bets: previous, undo: store.state.undo.slice(0, -1), refused: null });
    },
    clear() {
      if (!canChange() || !hasBets(store.state.bets)) return;
      set({ bets: {}, undo: [...store.state.undo, store.state.bets], refused: null });
    },
    repeat() {
      const last = store.state.lastBets;
      if (canChange() && last !== null && !hasBets(store.state.bets)) change(last);
    },
    double() {
      if (canChange() && hasBets(store.state.bets)) change(doubled(store.state.bets));
    },
    pressDeal() {
      const current = store.state.deal;
      if (current) {
        if (current.round && !current.quick) set({ deal: { ...current, quick: true } });
        return;
      }
      if (!store.state.busy) void deal();
    },
    cardDealt(id) {
      if (store.state.deal?.id === id) effects.sound('tick');
    },
    dealShown(id) {
      if (!landing || landing.id !== id) return;
      const { answer } = landing;
      landing = null;
      const outcome = answer.round.outcome;
      if (outcome.kind !== 'baccarat') return;
      const { round, settlement, bets } = outcome;
      set({
        deal: null,
        shown: { id, bets, round, settlement, totalWin: answer.round.totalWin },
        results: [
          ...store.state.results,
          { outcome: round.outcome, playerPair: round.playerPair, bankerPair: round.bankerPair },
        ],
        lastWin: answer.round.totalWin,
      });
      store.showRoundResult(answer.balance);
      if (answer.round.totalWin > settlement.totalStake)
        effects.sound(answer.round.totalWin >= 10 * settlement.totalStake ? 'big-win' : 'win');
    },
    resetDemo() {
      if (canChange()) store.resetDemo(() => api.resetDemo());
    },
    dismissNotice: store.dismissNotice,
    dispose: store.dispose,
  };
}
