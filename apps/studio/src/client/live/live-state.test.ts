import { describe, expect, it } from 'vitest';
import type { LiveOwnBetView, LiveRoundView, LiveTableView } from '../../shared/live-api.ts';
import { initialLiveState, livePhaseOf, liveReducer, type LiveState } from './live-state.ts';

const round: LiveRoundView = {
  id: 't:7',
  number: 7,
  serverSeedHash: 'hash',
  clientSeed: 'lumen-live:t',
  opensAt: 1_000,
  closesAt: 16_000,
  resultAt: 22_000,
  pauseAt: 28_000,
  endsAt: 31_000,
  result: null,
  serverSeed: null,
};
const table = { id: 't', variant: 'roulette' } as const satisfies Partial<LiveTableView>;
const mine: LiveOwnBetView = {
  id: 'b1',
  bets: { kind: 'roulette', bets: [{ kind: 'red', amount: 100 }] },
  stake: 100,
  payout: null,
  state: 'open',
};

function joined(): LiveState {
  return liveReducer(
    initialLiveState(1_000),
    {
      type: 'state',
      serverTime: 5_000,
      table: {
        ...table,
        schedule: { bettingMs: 15_000, closedMs: 6_000, resultMs: 6_000, pauseMs: 3_000 },
        limits: {
          kind: 'roulette',
          limits: {
            insideMinimum: 10,
            insideMaximum: 100,
            outsideMinimum: 10,
            outsideMaximum: 500,
            spinMaximum: 1_000,
          },
        },
        chips: [10],
        vip: false,
      },
      round,
      phase: 'betting',
      players: 3,
      spots: [],
      mine: null,
      history: [],
      balance: 900,
    },
    4_000,
  );
}

describe('a live table’s screen state', () => {
  it('takes the table as it stands on joining, with the server clock’s offset', () => {
    const state = joined();
    expect(state).toMatchObject({ offset: 1_000, players: 3, balance: 900, round });
  });

  it('keeps the placement the answer confirms, and its settlement with the balance after', () => {
    let state = liveReducer(joined(), { type: 'answer', ref: '1', ok: true, bet: mine, balance: 800 }, 6_000);
    expect(state).toMatchObject({ mine, balance: 800 });
    state = liveReducer(
      state,
      {
        type: 'settled',
        serverTime: 23_000,
        bet: { ...mine, payout: 200, state: 'settled' },
        balance: 1_000,
      },
      22_000,
    );
    expect(state).toMatchObject({ mine: { payout: 200, state: 'settled' }, balance: 1_000, lastWin: 200 });
  });

  it('adds a result to the history once, and clears the placement and spots on the next round', () => {
    const settled = { ...round, result: { kind: 'roulette' as const, number: 17 }, serverSeed: 'seed' };
    let state = liveReducer(joined(), { type: 'result', serverTime: 22_000, round: settled }, 21_000);
    state = liveReducer(state, { type: 'result', serverTime: 22_001, round: settled }, 21_001);
    expect(state.history).toEqual([{ roundId: 't:7', number: 7, result: { kind: 'roulette', number: 17 } }]);
    expect(state.round?.serverSeed).toBe('seed');
    state = liveReducer(
      state,
      { type: 'round', serverTime: 31_000, round: { ...round, id: 't:8', number: 8 } },
      30_000,
    );
    expect(state).toMatchObject({ mine: null, spots: [], lastWin: null });
  });

  it('tells the phase by the server’s clock', () => {
    expect(livePhaseOf(round, 15_999)).toBe('betting');
    expect(livePhaseOf(round, 16_000)).toBe('closed');
    expect(livePhaseOf(round, 22_000)).toBe('result');
    expect(livePhaseOf(round, 28_000)).toBe('pause');
  });
});
