/**
 * A video poker session's play, outside React: the bet (1–5 coins of a coin value), the deal, the holds the
 * player toggles, the draw and the balance. Everything on the table comes from the server's answers; the
 * screen subscribes to the snapshots and calls the actions.
 */
import {
  VIDEO_POKER_MAX_COINS,
  VIDEO_POKER_MIN_COINS,
  validateVideoPokerBet,
  videoPokerStake,
  type HandCategory,
} from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import { nextBalance } from '../game/balance-state.ts';
import { createGameStore, type GameEffects, type GameState } from '../game/game-store.ts';
import type { BetLevels, RoundView, SessionView } from '../../shared/play-api.ts';
import type {
  VideoPokerDealRequest,
  VideoPokerDrawRequest,
  VideoPokerRules,
} from '../../shared/table-play-api.ts';

/** Cards in a hand. */
export const HAND_SIZE = 5;

/**
 * betting: no hand in play (the last one, if any, still on the table); dealing: the deal is under way;
 * holding: five cards dealt, the player picks the holds; drawing: the draw is under way.
 */
export type VideoPokerPhase = 'betting' | 'dealing' | 'holding' | 'drawing';

/** A hand as the server answered it, with the player's holds while it waits for the draw. */
export interface VideoPokerHand {
  readonly roundId: string;
  /** The five cards on the table: the deal, then the final hand. */
  readonly cards: readonly string[];
  /** While holding: the player's choice; once drawn: the holds the draw kept. */
  readonly held: readonly boolean[];
  /** The category of the cards on the table (the dealt hand's, then the final hand's). */
  readonly category: HandCategory;
  readonly coins: number;
  readonly coinValue: number;
  /** True once drawn and paid. */
  readonly drawn: boolean;
  /** Minor units the final hand paid; 0 until drawn. */
  readonly payout: number;
}

export interface VideoPokerSnapshot extends GameState {
  /** The coins of the next deal, 1–5. */
  readonly coins: number;
  /** Minor units per coin of the next deal. */
  readonly coinValue: number;
  readonly phase: VideoPokerPhase;
  /** The hand on the table; null before the first deal and while a deal is under way. */
  readonly hand: VideoPokerHand | null;
  /** The hand on the table was left unfinished and goes on. */
  readonly resumed: boolean;
  readonly lastWin: number;
}

export interface VideoPokerApi {
  deal(request: VideoPokerDealRequest): Promise<RoundAnswer>;
  draw(request: VideoPokerDrawRequest): Promise<RoundAnswer>;
  resetDemo(): Promise<{ balance: number }>;
}

export interface VideoPokerController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): VideoPokerSnapshot;
  /** One coin more; after the fifth, back to one. */
  betOne(): void;
  /** Five coins. */
  maxBet(): void;
  /** One coin value up or down among the rules' values. */
  stepCoinValue(step: 1 | -1): void;
  /** Holds or releases the card at position 0–4 while the hand waits for the draw. */
  toggleHold(position: number): void;
  /** The main button (and Space): deal between hands, draw while holding. */
  pressPlay(): void;
  resetDemo(): void;
  dismissNotice(): void;
  dispose(): void;
}

/** The hand of a video poker round, or null when the round is another game's. */
export function handOfRound(round: RoundView): VideoPokerHand | null {
  const outcome = round.outcome;
  if (outcome.kind !== 'video-poker') return null;
  const { view } = outcome;
  return {
    roundId: round.roundId,
    cards: view.hand,
    held: view.stage === 'dealt' ? view.held.map(() => false) : view.held,
    category: view.category,
    coins: view.bet.coins,
    coinValue: view.bet.coinValue,
    drawn: view.stage === 'done',
    payout: view.payout,
  };
}

/** The hand a session left waiting for its draw, or null. */
export function unfinishedHand(session: Pick<SessionView, 'unfinishedRound'>): VideoPokerHand | null {
  const round = session.unfinishedRound;
  if (!round || round.status !== 'playing') return null;
  const hand = handOfRound(round);
  return hand && !hand.drawn ? hand : null;
}

/** The coin value a session opens on: the rules' default when it is offered, else the lowest. */
export function openingCoinValue(rules: Pick<VideoPokerRules, 'coinValues' | 'defaultCoinValue'>): number {
  return rules.coinValues.includes(rules.defaultCoinValue)
    ? rules.defaultCoinValue
    : (rules.coinValues[0] ?? rules.defaultCoinValue);
}

/** Whether the bet can be dealt now: between hands, nothing else under way, a valid bet the balance covers. */
export function canDeal(state: VideoPokerSnapshot): boolean {
  return (
    state.phase === 'betting' &&
    !state.busy &&
    validateVideoPokerBet({ coins: state.coins, coinValue: state.coinValue }) === null &&
    state.bet <= state.balance
  );
}

export function createVideoPokerController(options: {
  readonly session: Pick<SessionView, 'balance' | 'unfinishedRound'>;
  readonly rules: VideoPokerRules;
  readonly bets: BetLevels;
  readonly api: VideoPokerApi;
  readonly effects: GameEffects;
}): VideoPokerController {
  const { session, rules, bets, api, effects } = options;
  const resumedHand = unfinishedHand(session);
  const coins = resumedHand?.coins ?? VIDEO_POKER_MAX_COINS;
  const coinValue = resumedHand?.coinValue ?? openingCoinValue(rules);
  const store = createGameStore<VideoPokerSnapshot>(
    {
      balance: session.balance,
      pending: false,
      ...betOf(coins, coinValue),
      coins,
      coinValue,
      phase: resumedHand ? 'holding' : 'betting',
      hand: resumedHand,
      resumed: resumedHand !== null,
      lastWin: 0,
      busy: false,
      notice: null,
    },
    bets,
    effects,
  );
  const { set } = store;
  // The framing page hears of a round when its stake is sent and of its end once the result is on screen.
  let roundOpen = false;

  function betOf(coinCount: number, value: number): Pick<VideoPokerSnapshot, 'bet' | 'betIndex'> {
    return {
      bet: videoPokerStake({ coins: coinCount, coinValue: value }),
      betIndex: Math.max(0, rules.coinValues.indexOf(value)),
    };
  }

  const setBet = (coinCount: number, value: number) => {
    const { phase, busy } = store.state;
    if (phase !== 'betting' || busy) return;
    set({ coins: coinCount, coinValue: value, ...betOf(coinCount, value) });
  };

  const beginRound = () => {
    if (roundOpen) return;
    roundOpen = true;
    store.beginRound();
  };

  const fail = (error: unknown): string => {
    roundOpen = false;
    return store.fail(error);
  };

  /** A drawn hand's result on the table: the win, the balance and the framing page told. */
  const showResult = (answer: RoundAnswer, hand: VideoPokerHand) => {
    set({ phase: 'betting', hand, resumed: false, lastWin: answer.round.totalWin });
    roundOpen = false;
    store.showRoundResult(answer.balance);
    if (hand.payout > 0) {
      const stake = videoPokerStake({ coins: hand.coins, coinValue: hand.coinValue });
      effects.sound(hand.payout >= 10 * stake ? 'big-win' : 'win');
    }
  };

  /** A round the server answered: waiting for the draw, or over. */
  const showRound = (answer: RoundAnswer) => {
    const hand = handOfRound(answer.round);
    if (!hand) throw new Error('a video poker request answered another kind of round');
    if (hand.drawn) {
      showResult(answer, hand);
      return;
    }
    set({ phase: 'holding', hand, ...nextBalance(store.state, answer.balance) });
    effects.sound('reel-stop');
  };

  const deal = async () => {
    const before = store.state;
    if (!canDeal(before)) return;
    set({
      phase: 'dealing',
      hand: null,
      resumed: false,
      notice: null,
      balance: before.balance - before.bet,
    });
    beginRound();
    try {
      const answer = await api.deal({ coins: before.coins, coinValue: before.coinValue });
      if (store.disposed) return;
      showRound(answer);
    } catch (error) {
      if (store.disposed) return;
      set({ phase: 'betting', hand: before.hand, balance: before.balance });
      fail(error);
    }
  };

  const draw = async () => {
    const { hand } = store.state;
    if (store.state.phase !== 'holding' || !hand || store.state.busy) return;
    set({ phase: 'drawing', resumed: false, notice: null });
    beginRound();
    try {
      const answer = await api.draw({ held: hand.held });
      if (store.disposed) return;
      showRound(answer);
    } catch (error) {
      if (store.disposed) return;
      const code = fail(error);
      // The hand is no longer in play (finished by the server's rule for unfinished rounds): start afresh.
      if (code === 'NO_ROUND_IN_PLAY') set({ phase: 'betting', hand: null });
      else set({ phase: 'holding' });
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    betOne() {
      const next = store.state.coins >= VIDEO_POKER_MAX_COINS ? VIDEO_POKER_MIN_COINS : store.state.coins + 1;
      setBet(next, store.state.coinValue);
    },
    maxBet() {
      setBet(VIDEO_POKER_MAX_COINS, store.state.coinValue);
    },
    stepCoinValue(step) {
      const values = rules.coinValues;
      const index = values.indexOf(store.state.coinValue);
      const from = index >= 0 ? index : step > 0 ? -1 : values.length;
      const next = values[Math.min(values.length - 1, Math.max(0, from + step))];
      if (next !== undefined) setBet(store.state.coins, next);
    },
    toggleHold(position) {
      const { hand, phase } = store.state;
      if (phase !== 'holding' || !hand || position < 0 || position >= hand.held.length) return;
      const held = hand.held.map((kept, index) => (index === position ? !kept : kept));
      set({ hand: { ...hand, held } });
      effects.sound('tick');
    },
    pressPlay() {
      if (store.state.phase === 'holding') void draw();
      else if (store.state.phase === 'betting') void deal();
    },
    resetDemo() {
      if (store.state.phase === 'betting' && !store.state.busy) store.resetDemo(() => api.resetDemo());
    },
    dismissNotice: store.dismissNotice,
    dispose: store.dispose,
  };
}
