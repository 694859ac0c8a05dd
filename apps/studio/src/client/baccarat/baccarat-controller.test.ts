import { describe, expect, it, vi } from 'vitest';
import { StudioApiError } from '../api/studio-request.ts';
import type { GameEffects } from '../game/game-store.ts';
import {
  BACCARAT_RULES,
  BANKER_WINS,
  BANKER_WINS_WITH_PAIR,
  TIE_WITH_PLAYER_PAIR,
  baccaratAnswer,
  baccaratRound,
} from './baccarat-fixtures.ts';
import { createBaccaratController, openingChip, type BaccaratApi } from './baccarat-controller.ts';

const LEVELS = { currency: 'EUR', levels: [10, 50, 100, 500], defaultBet: 100 };

function effectsSpy(): GameEffects {
  return {
    onBalance: vi.fn(),
    onRoundStart: vi.fn(),
    onRoundResult: vi.fn(),
    onInsufficientFunds: vi.fn(),
    onFatal: vi.fn(),
    sound: vi.fn(),
  };
}

function setUp(api: Partial<BaccaratApi> = {}, balance = 100_000) {
  const effects = effectsSpy();
  const deal = vi.fn<BaccaratApi['deal']>(api.deal ?? (() => Promise.reject(new Error('no deal expected'))));
  const controller = createBaccaratController({
    session: { balance },
    rules: BACCARAT_RULES,
    bets: LEVELS,
    api: { deal, resetDemo: api.resetDemo ?? (() => Promise.resolve({ balance: 100_000 })) },
    effects,
  });
  return { controller, effects, deal, state: () => controller.getSnapshot() };
}

describe('the baccarat bets', () => {
  it('starts on the largest chip not above the default bet', () => {
    expect(openingChip(BACCARAT_RULES.chips, 100)).toBe(100);
    expect(openingChip(BACCARAT_RULES.chips, 400)).toBe(100);
    expect(openingChip(BACCARAT_RULES.chips, 5)).toBe(10);
    expect(setUp().state().chip).toBe(100);
  });

  it('adds the chosen chip to a spot, and undoes and clears step by step', () => {
    const { controller, state } = setUp();
    controller.place('player');
    controller.selectChip(500);
    controller.place('player');
    controller.place('tie');
    expect(state().bets).toEqual({ player: 600, tie: 500 });

    controller.undo();
    expect(state().bets).toEqual({ player: 600 });
    controller.clear();
    expect(state().bets).toEqual({});
    // Clearing can be undone too.
    controller.undo();
    expect(state().bets).toEqual({ player: 600 });
    controller.undo();
    controller.undo();
    expect(state().bets).toEqual({});
    expect(state().undo).toEqual([]);
    controller.undo();
    expect(state().bets).toEqual({});
  });

  it('takes only the table’s chips', () => {
    const { controller, state } = setUp();
    controller.selectChip(123);
    expect(state().chip).toBe(100);
  });

  it('doubles every bet, as one step to undo', () => {
    const { controller, state } = setUp();
    controller.place('banker');
    controller.place('bankerPair');
    controller.double();
    expect(state().bets).toEqual({ banker: 200, bankerPair: 200 });
    controller.undo();
    expect(state().bets).toEqual({ banker: 100, bankerPair: 100 });
  });

  it('refuses a chip or a double above a bet’s maximum, the round’s maximum or the balance, and says why', () => {
    const { controller, state } = setUp({}, 80_000);
    controller.selectChip(2_000);
    controller.place('tie');
    controller.place('tie');
    controller.place('tie');
    controller.place('tie');
    controller.place('tie');
    expect(state().bets).toEqual({ tie: 10_000 });
    controller.place('tie');
    expect(state().bets).toEqual({ tie: 10_000 });
    expect(state().refused).toEqual({ problem: 'above-bet-maximum', kind: 'tie' });

    controller.selectChip(10_000);
    expect(state().refused).toBeNull();
    for (let chip = 0; chip < 5; chip += 1) controller.place('player');
    for (let chip = 0; chip < 2; chip += 1) controller.place('banker');
    // 10,000 + 50,000 + 20,000 = 80,000: the whole balance.
    expect(state().bets).toEqual({ tie: 10_000, player: 50_000, banker: 20_000 });
    controller.place('banker');
    expect(state().refused).toEqual({ problem: 'balance', kind: null });
    controller.double();
    expect(state().refused).toEqual({ problem: 'above-bet-maximum', kind: 'player' });
    expect(state().bets).toEqual({ tie: 10_000, player: 50_000, banker: 20_000 });
  });

  it('refuses bets together above the round’s maximum', () => {
    const { controller, state } = setUp({}, 1_000_000);
    controller.selectChip(10_000);
    for (let chip = 0; chip < 5; chip += 1) controller.place('player');
    for (let chip = 0; chip < 5; chip += 1) controller.place('banker');
    expect(state().bets).toEqual({ player: 50_000, banker: 50_000 });
    controller.selectChip(10);
    controller.place('tie');
    expect(state().refused).toEqual({ problem: 'above-round-maximum', kind: null });
    expect(state().bets).toEqual({ player: 50_000, banker: 50_000 });
  });

  it('deals nothing without a bet, and says so', () => {
    const { controller, deal, state } = setUp();
    controller.pressDeal();
    expect(deal).not.toHaveBeenCalled();
    expect(state().refused).toEqual({ problem: 'no-bet', kind: null });
  });
});

describe('a baccarat deal', () => {
  it('deals the bets, shows the round once its cards are shown, and keeps this session’s results', async () => {
    const bets = { player: 500, banker: 1_000, bankerPair: 100 };
    const round = baccaratRound(BANKER_WINS_WITH_PAIR, bets);
    const { controller, deal, effects, state } = setUp({
      deal: () => Promise.resolve(baccaratAnswer(round, 101_550)),
    });
    controller.selectChip(500);
    controller.place('player');
    controller.place('banker');
    controller.place('banker');
    controller.selectChip(100);
    controller.place('bankerPair');

    controller.pressDeal();
    expect(deal).toHaveBeenCalledWith({ bets });
    expect(effects.onRoundStart).toHaveBeenCalledTimes(1);
    expect(state().balance).toBe(98_400);
    expect(state().deal).toMatchObject({ id: 1, bets, round: null });
    // Nothing changes the bets while the deal is under way.
    controller.place('tie');
    controller.clear();
    expect(state().bets).toEqual(bets);

    await vi.waitFor(() => expect(state().deal?.round).not.toBeNull());
    expect(state().bets).toEqual({});
    expect(state().lastBets).toEqual(bets);
    expect(state().shown).toBeNull();
    controller.cardDealt(1);
    expect(effects.sound).toHaveBeenLastCalledWith('tick');

    controller.dealShown(1);
    expect(state().deal).toBeNull();
    expect(state().shown?.round.outcome).toBe('banker');
    expect(state().shown?.settlement.totalPayout).toBe(3_150);
    expect(state().balance).toBe(101_550);
    expect(state().lastWin).toBe(3_150);
    expect(state().results).toEqual([{ outcome: 'banker', playerPair: false, bankerPair: true }]);
    expect(effects.onRoundResult).toHaveBeenCalledWith(101_550);
    expect(effects.sound).toHaveBeenLastCalledWith('win');
    // A second call for the same deal changes nothing.
    controller.dealShown(1);
    expect(state().results).toHaveLength(1);
  });

  it('repeats the last round’s bets on an empty table, and shows the cards at once on request', async () => {
    const bets = { player: 100 };
    const { controller, deal, state } = setUp({
      deal: vi
        .fn<BaccaratApi['deal']>()
        .mockResolvedValueOnce(baccaratAnswer(baccaratRound(BANKER_WINS, bets, 1), 99_900))
        .mockResolvedValueOnce(baccaratAnswer(baccaratRound(TIE_WITH_PLAYER_PAIR, bets, 2), 99_900)),
    });
    controller.repeat();
    expect(state().bets).toEqual({});
    controller.place('player');
    controller.pressDeal();
    await vi.waitFor(() => expect(state().deal?.round).not.toBeNull());
    controller.pressDeal();
    expect(state().deal?.quick).toBe(true);
    controller.dealShown(1);

    controller.repeat();
    expect(state().bets).toEqual(bets);
    // Repeat puts the last bets on an empty table only.
    controller.repeat();
    expect(state().bets).toEqual(bets);
    controller.pressDeal();
    await vi.waitFor(() => expect(state().deal?.round).not.toBeNull());
    controller.dealShown(2);
    expect(deal).toHaveBeenCalledTimes(2);
    expect(state().results.map((result) => result.outcome)).toEqual(['banker', 'tie']);
    expect(state().shown?.settlement.bets).toEqual([
      { kind: 'player', stake: 100, result: 'push', payout: 100 },
    ]);
  });

  it('gives the stake back on screen and keeps the bets when the deal is refused', async () => {
    const { controller, effects, state } = setUp({
      deal: () => Promise.reject(new StudioApiError('INSUFFICIENT_FUNDS', 402, 'no money', 50)),
    });
    controller.place('player');
    controller.pressDeal();
    await vi.waitFor(() => expect(state().deal).toBeNull());
    expect(state().bets).toEqual({ player: 100 });
    expect(state().balance).toBe(50);
    expect(state().notice).toEqual({ key: 'insufficientFunds', tone: 'error' });
    expect(effects.onInsufficientFunds).toHaveBeenCalled();
    expect(state().results).toEqual([]);
  });
});
