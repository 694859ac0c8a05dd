import { describe, expect, it } from 'vitest';
import { cardCode, deck } from '../cards/cards.ts';
import { createRandomStream, type RandomStream } from '../fairness/random-stream.ts';
import { scriptedStream } from '../testing/scripted-stream.ts';
import {
  deal,
  draw,
  validateVideoPokerDraw,
  validateVideoPokerAction,
  validateVideoPokerBet,
  VIDEO_POKER_MAX_COIN_VALUE,
  videoPokerAct,
  videoPokerLegalActions,
  videoPokerPayout,
  videoPokerPlayerView,
  videoPokerStake,
} from './video-poker-round.ts';

/** A stream whose one shuffle puts these cards first, the rest of the deck after them in deck order. */
function stacked(...codes: string[]): RandomStream {
  const rest = deck().filter((card) => !codes.includes(cardCode(card)));
  const order = [...codes.map((code) => deck().find((card) => cardCode(card) === code)), ...rest];
  return { ...scriptedStream({}), shuffle: <T>() => order as T[] };
}

const HOLD_NONE = [false, false, false, false, false];
const HOLD_ALL = [true, true, true, true, true];

describe('the deal', () => {
  it('shuffles one deck and shows its first five cards', () => {
    const state = deal(stacked('AS', 'KH', '7D', '7C', '2S', 'QH'), { coins: 5, coinValue: 20 });
    expect(state.stage).toBe('dealt');
    expect(state.hand).toEqual(['AS', 'KH', '7D', '7C', '2S']);
    expect(state.deck).toHaveLength(52);
    expect(new Set(state.deck).size).toBe(52);
    expect(state.held).toEqual(HOLD_NONE);
    expect(state.category).toBe('nothing');
    expect(state.payout).toBe(0);
    expect(videoPokerStake(state.bet)).toBe(100);
  });

  it('draws nothing but the shuffle: 52 cards shuffled by the stream', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 7 };
    const stream = createRandomStream(seeds);
    const state = deal(stream, { coins: 1, coinValue: 1 });
    expect(state.deck).toEqual(createRandomStream(seeds).shuffle(deck()).map(cardCode));
    expect(stream.bytesUsed).toBe(createRandomStreamBytesForShuffle(seeds));
  });

  it('refuses bad bets before drawing', () => {
    expect(validateVideoPokerBet({ coins: 0, coinValue: 10 })).toBe('coins-out-of-range');
    expect(validateVideoPokerBet({ coins: 6, coinValue: 10 })).toBe('coins-out-of-range');
    expect(validateVideoPokerBet({ coins: 1.5, coinValue: 10 })).toBe('coins-out-of-range');
    expect(validateVideoPokerBet({ coins: 5, coinValue: 0 })).toBe('coin-value-out-of-range');
    expect(validateVideoPokerBet({ coins: 5, coinValue: 2.5 })).toBe('coin-value-out-of-range');
    expect(validateVideoPokerBet({ coins: 5, coinValue: VIDEO_POKER_MAX_COIN_VALUE + 1 })).toBe(
      'coin-value-out-of-range',
    );
    expect(validateVideoPokerBet({ coins: 5, coinValue: VIDEO_POKER_MAX_COIN_VALUE })).toBeNull();
    expect(() => deal(scriptedStream({}), { coins: 0, coinValue: 1 })).toThrow(RangeError);
  });
});

describe('the draw', () => {
  const dealt = () =>
    deal(stacked('AS', 'KH', '7D', '7C', '2S', 'QH', '7S', '3D', '4D', '5D'), { coins: 3, coinValue: 25 });

  it('replaces the positions not held, left to right, with cards 5, 6, 7, … of the deck', () => {
    const done = draw(dealt(), [false, true, false, true, false]);
    expect(done.hand).toEqual(['QH', 'KH', '7S', '7C', '3D']);
    expect(done.held).toEqual([false, true, false, true, false]);
    expect(done.stage).toBe('done');
  });

  it('pays coin value × the coins the final hand wins for the bet', () => {
    const done = draw(dealt(), [false, false, true, true, false]); // 7D 7C kept, QH 7S 3D drawn
    expect(done.hand).toEqual(['QH', '7S', '7D', '7C', '3D']);
    expect(done.category).toBe('three-of-a-kind');
    expect(done.payout).toBe(25 * 9);
  });

  it('pays nothing for a losing hand and keeps a pat hand whole', () => {
    expect(draw(dealt(), HOLD_ALL)).toMatchObject({ hand: ['AS', 'KH', '7D', '7C', '2S'], payout: 0 });
  });

  it('pays the royal-flush bonus only at 5 coins', () => {
    const royal = ['TS', 'JS', 'QS', 'KS', 'AS'];
    expect(draw(deal(stacked(...royal), { coins: 5, coinValue: 10 }), HOLD_ALL).payout).toBe(40_000);
    expect(draw(deal(stacked(...royal), { coins: 4, coinValue: 10 }), HOLD_ALL).payout).toBe(10_000);
    expect(videoPokerPayout('royal-flush', { coins: 5, coinValue: VIDEO_POKER_MAX_COIN_VALUE })).toBe(
      VIDEO_POKER_MAX_COIN_VALUE * 4000,
    );
  });

  it('leaves the dealt state untouched', () => {
    const state = dealt();
    const copy = JSON.parse(JSON.stringify(state)) as unknown;
    draw(state, HOLD_NONE);
    expect(state).toEqual(copy);
  });

  it('refuses a second draw and malformed holds', () => {
    const state = dealt();
    expect(validateVideoPokerDraw(state, [true, false])).toBe('hold-not-five-flags');
    expect(validateVideoPokerDraw(state, [1, 0, 0, 0, 0] as unknown as boolean[])).toBe(
      'hold-not-five-flags',
    );
    expect(validateVideoPokerDraw(state, HOLD_NONE)).toBeNull();
    const done = draw(state, HOLD_NONE);
    expect(validateVideoPokerDraw(done, HOLD_NONE)).toBe('round-over');
    expect(validateVideoPokerAction(done, { type: 'draw', held: HOLD_NONE })).toBe('round-over');
    expect(() => draw(done, HOLD_NONE)).toThrow(RangeError);
    expect(() => draw(state, [true])).toThrow(RangeError);
  });
});

describe('moves and views', () => {
  it('offers the 32 holds until the draw, then nothing', () => {
    const state = deal(stacked('AS'), { coins: 1, coinValue: 1 });
    const actions = videoPokerLegalActions(state);
    expect(actions).toHaveLength(32);
    expect(new Set(actions.map((action) => action.held.join())).size).toBe(32);
    expect(actions[0]?.held).toEqual(HOLD_NONE);
    expect(actions[31]?.held).toEqual(HOLD_ALL);
    expect(actions[1]?.held).toEqual([true, false, false, false, false]);
    const done = videoPokerAct(state, { type: 'draw', held: HOLD_ALL });
    expect(done.hand).toEqual(state.hand);
    expect(videoPokerLegalActions(done)).toEqual([]);
  });

  it('hides the deck until the round is over', () => {
    const state = deal(stacked('AS'), { coins: 1, coinValue: 1 });
    expect(videoPokerPlayerView(state).deck).toBeNull();
    expect(videoPokerPlayerView(state).hand).toEqual(state.hand);
    const done = draw(state, HOLD_NONE);
    expect(videoPokerPlayerView(done).deck).toEqual(done.deck);
  });

  it('is plain data that replays from the seeds and the recorded hold', () => {
    const seeds = { serverSeed: 'replay', clientSeed: 'me', nonce: 3 };
    const played = draw(deal(createRandomStream(seeds), { coins: 5, coinValue: 5 }), [
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(JSON.parse(JSON.stringify(played))).toEqual(played);
    const replayed = draw(deal(createRandomStream(seeds), { coins: 5, coinValue: 5 }), played.held);
    expect(replayed).toEqual(played);
  });
});

/** Bytes a 52-card Fisher–Yates shuffle reads from a fresh stream of the seeds, counted draw by draw. */
function createRandomStreamBytesForShuffle(seeds: {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}): number {
  const stream = createRandomStream(seeds);
  for (let i = 51; i > 0; i -= 1) stream.int(i + 1);
  return stream.bytesUsed;
}
