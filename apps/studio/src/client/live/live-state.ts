/**
 * A live-format table as its screen knows it, built from the table's messages alone: the round and its phase on
 * the server's clock, the spots, the player's own placement, the history and the balance.
 */
import type {
  LiveHistoryEntry,
  LiveOwnBetView,
  LiveRoundView,
  LiveServerMessage,
  LiveSpotView,
  LiveTableView,
} from '../../shared/live-api.ts';

export interface LiveState {
  /** Server time minus local time, measured by the last message; null before the first. */
  readonly offset: number | null;
  readonly table: LiveTableView | null;
  readonly round: LiveRoundView | null;
  readonly players: number;
  readonly spots: readonly LiveSpotView[];
  readonly mine: LiveOwnBetView | null;
  readonly history: readonly LiveHistoryEntry[];
  readonly balance: number;
  /** What the player's last settled placement paid. */
  readonly lastWin: number | null;
}

export function initialLiveState(balance: number): LiveState {
  return {
    offset: null,
    table: null,
    round: null,
    players: 0,
    spots: [],
    mine: null,
    history: [],
    balance,
    lastWin: null,
  };
}

export function liveReducer(state: LiveState, message: LiveServerMessage, receivedAt: number): LiveState {
  const offset = 'serverTime' in message ? message.serverTime - receivedAt : state.offset;
  switch (message.type) {
    case 'state':
      return {
        ...state,
        offset,
        table: message.table,
        round: message.round,
        players: message.players,
        spots: message.spots,
        mine: message.mine,
        history: message.history,
        balance: message.balance ?? state.balance,
      };
    case 'round':
      return { ...state, offset, round: message.round, spots: [], mine: null, lastWin: null };
    case 'spots':
      return { ...state, offset, spots: message.spots };
    case 'players':
      return { ...state, offset, players: message.players };
    case 'closed':
      return { ...state, offset };
    case 'result': {
      const { round } = message;
      const known = state.history.some((entry) => entry.roundId === round.id);
      const history =
        known || !round.result
          ? state.history
          : [{ roundId: round.id, number: round.number, result: round.result }, ...state.history].slice(
              0,
              20,
            );
      return { ...state, offset, round: state.round?.id === round.id ? round : state.round, history };
    }
    case 'settled':
      return {
        ...state,
        offset,
        mine: state.mine?.id === message.bet.id ? message.bet : state.mine,
        balance: message.balance ?? state.balance,
        lastWin: message.bet.payout,
      };
    case 'answer':
      return message.ok && message.bet
        ? { ...state, mine: message.bet, balance: message.balance ?? state.balance }
        : state;
  }
}

export { livePhaseOf } from '../../shared/live-variants.ts';
