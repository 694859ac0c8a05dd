/**
 * A roulette session's play, outside React: the chip chosen, the chips placed (undo, clear, repeat, double),
 * the check of the table limits, the spin and its result, and the last results. The screen subscribes to its
 * snapshots and calls its actions.
 */
import {
  announcedBets,
  neighbourBets,
  rouletteBetKey,
  validateRouletteSpin,
  type RouletteAnnouncedBet,
  type RouletteBet,
  type RouletteBetPosition,
  type RouletteColor,
  type RouletteSpinProblem,
} from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import { createGameStore, openingBet, type GameEffects, type GameState } from '../game/game-store.ts';
import type { BetLevels, SessionView } from '../../shared/play-api.ts';
import type { RouletteRules, RouletteSpinRequest } from '../../shared/table-play-api.ts';
import { betOn, betsOfPlacements, totalOf, type Placement } from './roulette-bets.ts';

/** How many past numbers the last-results strip keeps. */
export const RECENT_RESULTS = 12;
/** A payout of this many times the total stake or more is a big win. */
const BIG_WIN_TIMES = 10;

/** A table limit the chips do not meet. */
export type RouletteLimitProblem = Extract<
  RouletteSpinProblem,
  | 'below-inside-minimum'
  | 'below-outside-minimum'
  | 'above-inside-maximum'
  | 'above-outside-maximum'
  | 'above-spin-maximum'
>;

/** Why the chips cannot be placed or spun: a table limit, or more than the balance. */
export type RouletteTableProblem = RouletteLimitProblem | 'above-balance';

export interface RouletteProblem {
  readonly problem: RouletteTableProblem;
  /** The position the problem is about, when it is about one. */
  readonly position: RouletteBetPosition | null;
}

export interface RouletteResult {
  readonly id: number;
  readonly number: number;
  readonly color: RouletteColor;
  /** The bets as the server settled them, merged by position. */
  readonly bets: readonly RouletteBet[];
  /** The winning positions, by rouletteBetKey. */
  readonly winningKeys: readonly string[];
  readonly totalStake: number;
  readonly totalPayout: number;
  readonly big: boolean;
}

export interface RouletteSnapshot extends GameState {
  /** The chip value placed by a click, minor units. */
  readonly chip: number;
  /** What each action put on the table, oldest first. */
  readonly placements: readonly Placement[];
  /** The placements' bets merged by position: what a spin sends. */
  readonly bets: readonly RouletteBet[];
  readonly totalBet: number;
  /** Why the last action was refused or the spin cannot go; null when nothing is wrong. */
  readonly problem: RouletteProblem | null;
  /** A spin under way: the answer's number once it came (null until then); quick lands it at once. */
  readonly spinning: { readonly id: number; readonly number: number | null; readonly quick: boolean } | null;
  readonly result: RouletteResult | null;
  /** The numbers of this session's spins, the latest first (at most RECENT_RESULTS). */
  readonly recent: readonly number[];
  /** The last spin's bets, for Repeat. */
  readonly lastSpinBets: readonly RouletteBet[];
  readonly lastWin: number;
}

export interface RouletteApi {
  spin(request: RouletteSpinRequest): Promise<RoundAnswer>;
  resetDemo(): Promise<{ balance: number }>;
}

export interface RouletteController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): RouletteSnapshot;
  setChip(chip: number): void;
  /** A chip of the chosen value on a position. */
  place(position: RouletteBetPosition): void;
  /** A chip on a number and on `count` pockets either side of it on the wheel. */
  placeNeighbours(number: number, count: number): void;
  /** An announced bet, each of its chips of the chosen value. */
  placeAnnounced(name: RouletteAnnouncedBet): void;
  /** Takes back the last placement. */
  undo(): void;
  clear(): void;
  /** Places the last spin's bets again. */
  repeat(): void;
  /** Doubles every bet on the table. */
  double(): void;
  /** The Spin button and Space: a spin, or landing the current one at once. */
  pressSpin(): void;
  /** The wheel has stopped on the answer's number. */
  spinLanded(id: number): void;
  dismissProblem(): void;
  resetDemo(): void;
  dismissNotice(): void;
  dispose(): void;
}

/** The chip a session starts on: the smallest that meets the lower of the two minimums, else the smallest. */
export function openingChip(rules: RouletteRules): number {
  const minimum = Math.min(rules.limits.insideMinimum, rules.limits.outsideMinimum);
  return rules.chips.find((chip) => chip >= minimum) ?? rules.chips[0] ?? minimum;
}

export function createRouletteController(options: {
  readonly session: Pick<SessionView, 'balance'>;
  readonly rules: RouletteRules;
  readonly bets: BetLevels;
  readonly api: RouletteApi;
  readonly effects: GameEffects;
}): RouletteController {
  const { session, rules, bets: levels, api, effects } = options;
  const store = createGameStore<RouletteSnapshot>(
    {
      balance: session.balance,
      pending: false,
      ...openingBet(levels),
      busy: false,
      notice: null,
      chip: openingChip(rules),
      placements: [],
      bets: [],
      totalBet: 0,
      problem: null,
      spinning: null,
      result: null,
      recent: [],
      lastSpinBets: [],
      lastWin: 0,
    },
    levels,
    effects,
  );
  const { set } = store;
  let spins = 0;
  let landing: { id: number; answer: RoundAnswer } | null = null;

  const locked = () => store.state.spinning !== null || store.state.busy;

  const setPlacements = (placements: readonly Placement[]) => {
    const bets = betsOfPlacements(placements);
    set({ placements, bets, totalBet: totalOf(bets), problem: null });
  };

  /** Adds a placement unless it takes a position or the spin over a maximum, or the bets over the balance. */
  const add = (placement: Placement) => {
    if (locked() || placement.length === 0) return;
    const placed = [...store.state.bets, ...placement];
    const issue = validateRouletteSpin(placed, rules.limits);
    if (issue && isAboveMaximum(issue.problem)) {
      const bet = issue.betIndex === null ? null : (placed[issue.betIndex] ?? null);
      set({ problem: { problem: issue.problem, position: bet } });
      return;
    }
    if (totalOf(placed) > store.state.balance) {
      set({ problem: { problem: 'above-balance', position: null } });
      return;
    }
    setPlacements([...store.state.placements, placement]);
    effects.sound('tick');
  };

  const spin = async () => {
    const { bets, totalBet, balance: before } = store.state;
    const issue = validateRouletteSpin(bets, rules.limits);
    if (issue) {
      if (isTableProblem(issue.problem))
        set({
          problem: {
            problem: issue.problem,
            position: issue.betIndex === null ? null : (bets[issue.betIndex] ?? null),
          },
        });
      return;
    }
    if (totalBet > before) {
      set({ problem: { problem: 'above-balance', position: null } });
      return;
    }
    spins += 1;
    const id = spins;
    set({
      spinning: { id, number: null, quick: false },
      problem: null,
      notice: null,
      balance: before - totalBet,
    });
    effects.sound('tick');
    store.beginRound();
    try {
      const answer = await api.spin({ bets });
      if (store.disposed) return;
      const outcome = answer.round.outcome;
      if (outcome.kind !== 'roulette') throw new Error('a spin answered another kind of round');
      landing = { id, answer };
      if (store.state.spinning?.id === id)
        set({ spinning: { ...store.state.spinning, number: outcome.settlement.number } });
    } catch (error) {
      landing = null;
      set({ spinning: null, balance: before });
      store.fail(error);
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setChip(chip) {
      if (rules.chips.includes(chip)) set({ chip });
    },
    place(position) {
      add([betOn(position, store.state.chip)]);
    },
    placeNeighbours(number, count) {
      add(neighbourBets(number, count, store.state.chip));
    },
    placeAnnounced(name) {
      add(announcedBets(name, store.state.chip));
    },
    undo() {
      if (!locked()) setPlacements(store.state.placements.slice(0, -1));
    },
    clear() {
      if (!locked()) setPlacements([]);
    },
    repeat() {
      add(store.state.lastSpinBets);
    },
    double() {
      add(store.state.bets);
    },
    pressSpin() {
      const { spinning } = store.state;
      if (spinning) {
        if (!spinning.quick) set({ spinning: { ...spinning, quick: true } });
        return;
      }
      if (!store.state.busy && store.state.bets.length > 0) void spin();
    },
    spinLanded(id) {
      if (!landing || landing.id !== id) return;
      const { answer } = landing;
      landing = null;
      const outcome = answer.round.outcome;
      if (outcome.kind !== 'roulette') return;
      const { settlement } = outcome;
      const big = settlement.totalPayout >= BIG_WIN_TIMES * settlement.totalStake;
      set({
        spinning: null,
        result: {
          id,
          number: settlement.number,
          color: settlement.color,
          bets: outcome.bets,
          winningKeys: settlement.wins.flatMap(({ betIndex }) => {
            const bet = outcome.bets[betIndex];
            return bet ? [rouletteBetKey(bet)] : [];
          }),
          totalStake: settlement.totalStake,
          totalPayout: settlement.totalPayout,
          big,
        },
        recent: [settlement.number, ...store.state.recent].slice(0, RECENT_RESULTS),
        lastSpinBets: outcome.bets,
        lastWin: answer.round.totalWin,
        placements: [],
        bets: [],
        totalBet: 0,
      });
      store.showRoundResult(answer.balance);
      effects.sound(settlement.totalPayout > 0 ? (big ? 'big-win' : 'win') : 'reel-stop');
    },
    dismissProblem() {
      set({ problem: null });
    },
    resetDemo() {
      if (!locked()) store.resetDemo(() => api.resetDemo());
    },
    dismissNotice: store.dismissNotice,
    dispose: store.dispose,
  };
}

const ABOVE_MAXIMUM: ReadonlySet<RouletteSpinProblem> = new Set([
  'above-inside-maximum',
  'above-outside-maximum',
  'above-spin-maximum',
]);
const LIMITS: ReadonlySet<RouletteSpinProblem> = new Set([
  ...ABOVE_MAXIMUM,
  'below-inside-minimum',
  'below-outside-minimum',
]);

/** A maximum refuses the chip that would pass it; a minimum only stops the spin (more chips may meet it). */
function isAboveMaximum(problem: RouletteSpinProblem): problem is RouletteLimitProblem {
  return ABOVE_MAXIMUM.has(problem);
}

function isTableProblem(problem: RouletteSpinProblem): problem is RouletteLimitProblem {
  return LIMITS.has(problem);
}
