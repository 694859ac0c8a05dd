import { describe, expect, it } from 'vitest';
import type { CrashBetView, CrashOwnBetView, CrashRoundView } from '../../shared/crash-api.ts';
import { crashReducer, initialCrashState, multiplierOf, phaseOf, type CrashState } from './crash-state.ts';

const round: CrashRoundView = {
  id: 'r1',
  number: 7,
  chainId: 'c',
  commitment: 'commit',
  serverSeedHash: 'hash',
  clientSeed: 'salt',
  opensAt: 1_000,
  closesAt: 9_000,
  takeOffAt: 10_000,
  growthPerMs: 0.00006,
  crashPoint: null,
  crashAt: null,
  serverSeed: null,
};
const crashedRound = { ...round, crashPoint: 250, crashAt: 25_000, serverSeed: 'seed' };

const betView = (id: string, overrides: Partial<CrashBetView> = {}): CrashBetView => ({
  id,
  displayName: '***abcd',
  slot: 0,
  stake: 100,
  currency: 'EUR',
  cashedOutAt: null,
  payout: null,
  ...overrides,
});
const own = (id: string, overrides: Partial<CrashOwnBetView> = {}): CrashOwnBetView => ({
  ...betView(id),
  autoCashOut: null,
  state: 'open',
  ...overrides,
});

function joined(): CrashState {
  return crashReducer(
    initialCrashState(1_000),
    {
      type: 'state',
      serverTime: 5_000,
      round,
      bets: [betView('other')],
      mine: [],
      history: [{ roundId: 'r0', crashPoint: 120 }],
      myHistory: [{ ...own('before'), state: 'lost', roundNumber: 6, crashPoint: 120 }],
      limits: { min: 10, max: 10_000 },
      balance: null,
    },
    4_900,
  );
}

describe("the Jet screen's state", () => {
  it('takes the table as it stands on joining, keeps the balance it had, and learns the server clock', () => {
    const state = joined();
    expect(state.round?.id).toBe('r1');
    expect(state.balance).toBe(1_000);
    expect(state.offset).toBe(100);
    expect(state.myHistory.map((bet) => bet.id)).toEqual(['before']);
    // A slower message says less about the clock: the offset keeps the largest sample.
    expect(crashReducer(state, { type: 'tick', serverTime: 11_000, multiplier: 106 }, 10_950).offset).toBe(
      100,
    );
    expect(crashReducer(state, { type: 'tick', serverTime: 11_000, multiplier: 106 }, 10_800).offset).toBe(
      200,
    );
  });

  it("adds bets, marks cash-outs and follows the player's own bet through its answers", () => {
    let state = joined();
    state = crashReducer(state, { type: 'answer', ref: '1', ok: true, bet: own('mine'), balance: 900 }, 0);
    expect(state.mine).toHaveLength(1);
    expect(state.balance).toBe(900);
    state = crashReducer(state, { type: 'bet', serverTime: 6_000, bet: betView('mine') }, 6_000);
    expect(state.bets.map((bet) => bet.id)).toEqual(['other', 'mine']);
    state = crashReducer(
      state,
      { type: 'cash-out', serverTime: 12_000, bet: betView('mine', { cashedOutAt: 150, payout: 150 }) },
      12_000,
    );
    expect(state.bets[1]).toMatchObject({ cashedOutAt: 150 });
    expect(state.mine[0]).toMatchObject({ state: 'cashed-out', payout: 150 });
    expect(crashReducer(state, { type: 'answer', ref: '2', ok: false, code: 'CRASHED' }, 0)).toBe(state);
  });

  it('settles the round at the crash: bets riding are lost, targets reached pay, and both go to the history', () => {
    let state = joined();
    state = crashReducer(state, { type: 'answer', ref: '1', ok: true, bet: own('lost'), balance: 900 }, 0);
    state = crashReducer(
      state,
      { type: 'answer', ref: '2', ok: true, bet: own('auto', { slot: 1, autoCashOut: 200 }), balance: 800 },
      0,
    );
    state = crashReducer(state, { type: 'crash', serverTime: 25_000, round: crashedRound }, 25_000);
    expect(state.mine.map((bet) => [bet.id, bet.state, bet.payout])).toEqual([
      ['lost', 'lost', null],
      ['auto', 'cashed-out', 200],
    ]);
    expect(state.balance).toBe(1_000);
    expect(state.history[0]).toEqual({ roundId: 'r1', crashPoint: 250 });
    expect(state.myHistory.map((bet) => [bet.id, bet.roundNumber, bet.crashPoint])).toEqual([
      ['lost', 7, 250],
      ['auto', 7, 250],
      ['before', 6, 120],
    ]);
    const next = crashReducer(
      state,
      { type: 'round', serverTime: 30_000, round: { ...round, id: 'r2' } },
      30_000,
    );
    expect(next).toMatchObject({ bets: [], mine: [] });
    expect(next.myHistory).toHaveLength(3);
  });

  it('reads the phase and the multiplier off the server clock', () => {
    expect(phaseOf(round, 8_999)).toBe('betting');
    expect(phaseOf(round, 9_000)).toBe('waiting');
    expect(phaseOf(round, 10_000)).toBe('flying');
    expect(phaseOf(crashedRound, 10_000)).toBe('crashed');
    expect(multiplierOf(round, 9_500)).toBe(100);
    expect(multiplierOf(round, 10_000 + 11_553)).toBe(200);
    expect(multiplierOf(crashedRound, 0)).toBe(250);
  });
});
