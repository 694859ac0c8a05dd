/**
 * What the Jet screen knows of its table, from the table's messages (shared/crash-api.ts). Pure: the connection
 * feeds it each message with the local time it arrived, and the screen reads the phase and the multiplier at any
 * moment of the server's clock.
 */
import { multiplierAt, payoutAt } from '@casino/game-math';
import type {
  CrashBetView,
  CrashOwnBetView,
  CrashPastBet,
  CrashRoundPhase,
  CrashRoundView,
  CrashServerMessage,
  CrashTableLimits,
} from '../../shared/crash-api.ts';

export interface CrashState {
  readonly round: CrashRoundView | null;
  /** Every bet of the round, as the table shows them. */
  readonly bets: readonly CrashBetView[];
  /** The player's bets in the round. */
  readonly mine: readonly CrashOwnBetView[];
  /** The latest crash points, newest first. */
  readonly history: readonly { readonly roundId: string; readonly crashPoint: number }[];
  /** The player's bets of earlier rounds, newest first. */
  readonly myHistory: readonly CrashPastBet[];
  readonly limits: CrashTableLimits | null;
  readonly balance: number;
  /** The server clock minus the local clock, ms: the largest seen, as the fastest message is the truest. */
  readonly offset: number | null;
}

const HISTORY_LENGTH = 20;

export function initialCrashState(balance: number): CrashState {
  return {
    round: null,
    bets: [],
    mine: [],
    history: [],
    myHistory: [],
    limits: null,
    balance,
    offset: null,
  };
}

function withOffset(state: CrashState, serverTime: number, receivedAt: number): CrashState {
  const sample = serverTime - receivedAt;
  return state.offset === null || sample > state.offset ? { ...state, offset: sample } : state;
}

const upsert = <T extends { readonly id: string }>(list: readonly T[], item: T): T[] =>
  list.some((entry) => entry.id === item.id)
    ? list.map((entry) => (entry.id === item.id ? item : entry))
    : [...list, item];

/** The state after one message of the table, received at local time `receivedAt`. */
export function crashReducer(state: CrashState, message: CrashServerMessage, receivedAt: number): CrashState {
  const timed = message.type === 'answer' ? state : withOffset(state, message.serverTime, receivedAt);
  switch (message.type) {
    case 'state':
      return {
        ...timed,
        round: message.round,
        bets: message.bets,
        mine: message.mine,
        history: message.history,
        myHistory: message.myHistory,
        limits: message.limits,
        balance: message.balance ?? state.balance,
      };
    case 'round':
      return { ...timed, round: message.round, bets: [], mine: [] };
    case 'bet':
      return { ...timed, bets: upsert(timed.bets, message.bet) };
    case 'cash-out': {
      const own = timed.mine.find((bet) => bet.id === message.bet.id);
      return {
        ...timed,
        bets: upsert(timed.bets, message.bet),
        mine: own ? upsert(timed.mine, { ...own, ...message.bet, state: 'cashed-out' }) : timed.mine,
      };
    }
    case 'crash':
      return crashed(timed, message.round);
    case 'answer':
      return message.ok && message.bet
        ? { ...timed, mine: upsert(timed.mine, message.bet), balance: message.balance ?? timed.balance }
        : timed;
    case 'take-off':
    case 'tick':
      return timed;
  }
}

/**
 * The round is over: the player's bets still riding are lost; those taken by their target are paid (the table
 * credits them right after the crash), and all of them go to the player's history.
 */
function crashed(state: CrashState, round: CrashRoundView): CrashState {
  const crashPoint = round.crashPoint ?? 100;
  const settled = state.mine.map((bet): CrashOwnBetView =>
    bet.cashedOutAt === null && bet.autoCashOut !== null && bet.autoCashOut <= crashPoint
      ? {
          ...bet,
          state: 'cashed-out',
          cashedOutAt: bet.autoCashOut,
          payout: payoutAt(bet.stake, bet.autoCashOut),
        }
      : bet.cashedOutAt === null
        ? { ...bet, state: 'lost' }
        : bet,
  );
  // A manual cash-out is paid at once (its answer brings the balance); a target's win is paid at the crash. A
  // manual cash-out is always below the bet's target: the table refuses it once the target is reached.
  const paidByTarget = settled
    .filter((bet) => bet.autoCashOut !== null && bet.cashedOutAt === bet.autoCashOut)
    .reduce((sum, bet) => sum + (bet.payout ?? 0), 0);
  return {
    ...state,
    round,
    mine: settled,
    balance: state.balance + paidByTarget,
    history: [
      { roundId: round.id, crashPoint },
      ...state.history.filter((entry) => entry.roundId !== round.id),
    ].slice(0, HISTORY_LENGTH),
    myHistory: [
      ...settled.map((bet) => ({ ...bet, roundNumber: round.number, crashPoint })),
      ...state.myHistory,
    ].slice(0, HISTORY_LENGTH),
  };
}

/** The round's phase at server time `now`. */
export function phaseOf(round: CrashRoundView, now: number): CrashRoundPhase {
  if (round.crashPoint !== null) return 'crashed';
  if (now < round.closesAt) return 'betting';
  return now < round.takeOffAt ? 'waiting' : 'flying';
}

/**
 * The multiplier (hundredths) to show at server time `now`: 1.00× until take-off, the crash point once known.
 * While flying it follows the server's curve, but never shows the crash's own value before the server says so.
 */
export function multiplierOf(round: CrashRoundView, now: number): number {
  if (round.crashPoint !== null) return round.crashPoint;
  return multiplierAt(now - round.takeOffAt, round.growthPerMs);
}
