import { crashTimeline, multiplierAt, timeToReach } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import {
  autoCashedOutBy,
  createCrashRoundBook,
  publicRoundState,
  type PlaceCrashBet,
} from './crash-round-book.ts';

const OPENS = 1_000_000;
/** Crashes at 2.50×. */
const timeline = crashTimeline(OPENS, 250);
const limits = { min: 10, max: 10_000 };
const inWindow = OPENS + 1_000;
const flyingAt = (hundredths: number) => timeline.takeOffAt + timeToReach(hundredths);

let ids = 0;
function bet(overrides: Partial<PlaceCrashBet> = {}): PlaceCrashBet {
  ids += 1;
  return {
    id: `bet-${ids}`,
    playerKey: 'player:a',
    displayName: 'pl***a',
    slot: 0,
    stake: 100,
    currency: 'EUR',
    ...overrides,
  };
}

function openBet(book: ReturnType<typeof createCrashRoundBook>, overrides: Partial<PlaceCrashBet> = {}) {
  const placed = book.place(bet(overrides), inWindow, limits);
  if (!('bet' in placed)) throw new Error(placed.refused);
  expect(book.confirm(placed.bet.id, inWindow + 50)).toBe('open');
  return placed.bet;
}

describe('a crash round book', () => {
  it('takes bets only inside the betting window, by server time', () => {
    const book = createCrashRoundBook(timeline);
    expect(book.place(bet(), OPENS - 1, limits)).toEqual({ refused: 'BETTING_CLOSED' });
    expect('bet' in book.place(bet(), OPENS, limits)).toBe(true);
    expect(book.place(bet({ playerKey: 'player:b' }), timeline.closesAt - 1, limits)).toHaveProperty('bet');
    expect(book.place(bet({ playerKey: 'player:c' }), timeline.closesAt, limits)).toEqual({
      refused: 'BETTING_CLOSED',
    });
    expect(book.place(bet({ playerKey: 'player:d' }), flyingAt(150), limits)).toEqual({
      refused: 'BETTING_CLOSED',
    });
  });

  it('gives a player two slots, each once, and checks the stake and the automatic target', () => {
    const book = createCrashRoundBook(timeline);
    expect(book.place(bet(), inWindow, limits)).toHaveProperty('bet');
    expect(book.place(bet(), inWindow, limits)).toEqual({ refused: 'SLOT_TAKEN' });
    expect(book.place(bet({ slot: 1 }), inWindow, limits)).toHaveProperty('bet');
    const other = { playerKey: 'player:b' };
    expect(book.place(bet({ ...other, stake: 9 }), inWindow, limits)).toEqual({
      refused: 'STAKE_OUT_OF_LIMITS',
    });
    expect(book.place(bet({ ...other, stake: 10_001 }), inWindow, limits)).toEqual({
      refused: 'STAKE_OUT_OF_LIMITS',
    });
    expect(book.place(bet({ ...other, stake: 10.5 }), inWindow, limits)).toEqual({
      refused: 'STAKE_OUT_OF_LIMITS',
    });
    expect(book.place(bet({ ...other, autoCashOut: 100 }), inWindow, limits)).toEqual({
      refused: 'AUTO_CASH_OUT_INVALID',
    });
    expect(book.place(bet({ ...other, autoCashOut: 1_000_001 }), inWindow, limits)).toEqual({
      refused: 'AUTO_CASH_OUT_INVALID',
    });
    expect(book.place(bet({ ...other, autoCashOut: 101 }), inWindow, limits)).toHaveProperty('bet');
    expect(book.betsOf('player:a').map((entry) => entry.slot)).toEqual([0, 1]);
  });

  it('opens a bet whose debit is confirmed before take-off and voids one confirmed later', () => {
    const book = createCrashRoundBook(timeline);
    const early = book.place(bet(), timeline.closesAt - 1, limits);
    const late = book.place(bet({ playerKey: 'player:b' }), timeline.closesAt - 1, limits);
    if (!('bet' in early) || !('bet' in late)) throw new Error('refused');
    expect(book.confirm(early.bet.id, timeline.takeOffAt - 1)).toBe('open');
    expect(book.confirm(late.bet.id, timeline.takeOffAt)).toBe('void');
    expect(book.confirm(early.bet.id, timeline.takeOffAt + 5)).toBe('open');
    expect(book.bets().map((entry) => entry.id)).toEqual([early.bet.id]);
  });

  it('drops a refused debit, frees its slot, and voids debits still unconfirmed at take-off', () => {
    const book = createCrashRoundBook(timeline);
    const refused = book.place(bet(), inWindow, limits);
    if (!('bet' in refused)) throw new Error('refused');
    book.refuse(refused.bet.id);
    expect(refused.bet.state).toBe('refused');
    const again = book.place(bet(), inWindow + 10, limits);
    if (!('bet' in again)) throw new Error('refused');
    expect(book.voidUnconfirmed(timeline.takeOffAt - 1)).toEqual([]);
    expect(book.voidUnconfirmed(timeline.takeOffAt).map((entry) => entry.id)).toEqual([again.bet.id]);
    expect(book.confirm(again.bet.id, timeline.takeOffAt + 1)).toBe('void');
    expect(book.bets()).toEqual([]);
  });

  it('cashes out at the server multiplier of the moment, only while flying', () => {
    const book = createCrashRoundBook(timeline);
    openBet(book);
    expect(book.cashOut('player:a', 0, timeline.takeOffAt - 1)).toEqual({ refused: 'NOT_FLYING' });
    const at = timeline.takeOffAt + 7_000;
    const taken = book.cashOut('player:a', 0, at);
    expect(taken).toMatchObject({ multiplier: multiplierAt(7_000), payout: multiplierAt(7_000) });
    expect(book.cashOut('player:a', 0, at + 1)).toEqual({ refused: 'NO_OPEN_BET' });
    expect(book.cashOut('player:a', 1, at)).toEqual({ refused: 'NO_OPEN_BET' });
  });

  it('refuses a cash-out after the crash and one its automatic target already took', () => {
    const book = createCrashRoundBook(timeline);
    openBet(book);
    openBet(book, { slot: 1, autoCashOut: 150 });
    expect(book.cashOut('player:a', 1, flyingAt(160))).toEqual({ refused: 'NO_OPEN_BET' });
    expect(book.cashOut('player:a', 0, timeline.crashAt)).toEqual({ refused: 'CRASHED' });
  });

  it('settles after the crash: lost, cashed out by hand, by target, and the lower of both', () => {
    const book = createCrashRoundBook(timeline);
    const lost = openBet(book, { playerKey: 'player:lost' });
    const manual = openBet(book, { playerKey: 'player:manual', stake: 1_000 });
    const auto = openBet(book, { playerKey: 'player:auto', autoCashOut: 200 });
    const tooHigh = openBet(book, { playerKey: 'player:high', autoCashOut: 251 });
    const both = openBet(book, { playerKey: 'player:both', autoCashOut: 120 });
    expect(() => book.settle(timeline.crashAt - 1)).toThrow();
    expect(book.cashOut('player:manual', 0, flyingAt(180))).toMatchObject({ multiplier: 180 });
    // The target (1.20×) came before this request could.
    expect(book.cashOut('player:both', 0, flyingAt(130))).toEqual({ refused: 'NO_OPEN_BET' });
    const results = new Map(book.settle(timeline.crashAt).map((result) => [result.bet.id, result]));
    expect(results.get(lost.id)).toMatchObject({ multiplier: null, payout: 0 });
    expect(lost.state).toBe('lost');
    expect(results.get(manual.id)).toMatchObject({ multiplier: 180, payout: 1_800 });
    expect(results.get(auto.id)).toMatchObject({ multiplier: 200, payout: 200 });
    expect(results.get(tooHigh.id)).toMatchObject({ multiplier: null, payout: 0 });
    expect(results.get(both.id)).toMatchObject({ multiplier: 120, payout: 120 });
  });

  it('leaves void and refused bets out of the settlement', () => {
    const book = createCrashRoundBook(timeline);
    const placed = book.place(bet(), inWindow, limits);
    if (!('bet' in placed)) throw new Error('refused');
    book.refuse(placed.bet.id);
    book.voidUnconfirmed(timeline.takeOffAt);
    expect(book.settle(timeline.crashAt)).toEqual([]);
  });
});

describe("a crash round's public state", () => {
  it('shows the multiplier while flying and the crash point only after the crash', () => {
    expect(publicRoundState(timeline, inWindow)).toEqual({
      phase: 'betting',
      multiplier: null,
      crashPoint: null,
    });
    expect(publicRoundState(timeline, timeline.closesAt)).toMatchObject({
      phase: 'waiting',
      crashPoint: null,
    });
    expect(publicRoundState(timeline, flyingAt(200))).toEqual({
      phase: 'flying',
      multiplier: 200,
      crashPoint: null,
    });
    expect(publicRoundState(timeline, timeline.crashAt)).toEqual({
      phase: 'crashed',
      multiplier: 250,
      crashPoint: 250,
    });
  });

  it('tells when an automatic target was reached', () => {
    const book = createCrashRoundBook(timeline);
    const auto = openBet(book, { autoCashOut: 200 });
    const never = openBet(book, { slot: 1, autoCashOut: 300 });
    expect(autoCashedOutBy(auto, timeline, flyingAt(200) - 1)).toBe(false);
    expect(autoCashedOutBy(auto, timeline, flyingAt(200))).toBe(true);
    expect(autoCashedOutBy(never, timeline, timeline.crashAt + 10_000)).toBe(false);
  });
});
