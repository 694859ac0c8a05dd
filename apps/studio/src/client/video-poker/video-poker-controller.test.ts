import { describe, expect, it, vi, type Mock } from 'vitest';
import { StudioApiError } from '../api/studio-request.ts';
import type { GameEffects } from '../game/game-store.ts';
import type { RoundAnswer } from '../api/round-answer.ts';
import { sessionView } from '../test-support/fixtures.ts';
import type { SessionView } from '../../shared/play-api.ts';
import {
  canDeal,
  createVideoPokerController,
  openingCoinValue,
  type VideoPokerApi,
} from './video-poker-controller.ts';
import { answerOf, dealtRound, drawnRound, VIDEO_POKER_RULES } from './video-poker-fixtures.ts';

const DEALT = ['KH', 'KS', '7D', '2C', '9S'];
const HELD = [true, true, false, false, false];
const FINAL = ['KH', 'KS', 'KD', '4C', 'JS'];

function effectsMock(): { [K in keyof GameEffects]: Mock<GameEffects[K]> } {
  return {
    onBalance: vi.fn<GameEffects['onBalance']>(),
    onRoundStart: vi.fn<GameEffects['onRoundStart']>(),
    onRoundResult: vi.fn<GameEffects['onRoundResult']>(),
    onInsufficientFunds: vi.fn<GameEffects['onInsufficientFunds']>(),
    onFatal: vi.fn<GameEffects['onFatal']>(),
    sound: vi.fn<GameEffects['sound']>(),
  };
}

function setup(api: Partial<VideoPokerApi> = {}, session: Partial<SessionView> = {}) {
  const effects = effectsMock();
  const full: VideoPokerApi = {
    deal: vi.fn(() => Promise.reject(new Error('no deal expected'))),
    draw: vi.fn(() => Promise.reject(new Error('no draw expected'))),
    resetDemo: vi.fn(() => Promise.resolve({ balance: 100_000 })),
    ...api,
  };
  const controller = createVideoPokerController({
    session: sessionView({ gameId: 'jacks-or-better', ...session }),
    rules: VIDEO_POKER_RULES,
    bets: { currency: 'EUR', levels: [20, 100], defaultBet: 100 },
    api: full,
    effects,
  });
  return { controller, effects, api: full, state: () => controller.getSnapshot() };
}

/** A promise with its resolve outside, to look at the state while a request is under way. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('the video poker bet', () => {
  it('opens on five coins of the default coin value', () => {
    const { state } = setup();
    expect(state()).toMatchObject({ coins: 5, coinValue: 20, bet: 100, phase: 'betting', hand: null });
  });

  it('takes one more coin with "bet one", back to one after five, and five with "max bet"', () => {
    const { controller, state } = setup();
    controller.betOne();
    expect(state()).toMatchObject({ coins: 1, bet: 20 });
    controller.betOne();
    controller.betOne();
    expect(state()).toMatchObject({ coins: 3, bet: 60 });
    controller.maxBet();
    expect(state()).toMatchObject({ coins: 5, bet: 100 });
  });

  it('steps the coin value within the rules’ values', () => {
    const { controller, state } = setup();
    controller.stepCoinValue(-1);
    controller.stepCoinValue(-1);
    expect(state()).toMatchObject({ coinValue: 10, bet: 50, betIndex: 0 });
    for (let step = 0; step < 10; step += 1) controller.stepCoinValue(1);
    expect(state()).toMatchObject({ coinValue: 2_000, bet: 10_000, betIndex: 7 });
  });

  it('uses the lowest coin value when the default is not offered', () => {
    expect(openingCoinValue({ coinValues: [5, 10], defaultCoinValue: 20 })).toBe(5);
  });

  it('will not deal a stake above the balance', () => {
    const { controller, api, state } = setup({}, { balance: 99 });
    expect(canDeal(state())).toBe(false);
    controller.pressPlay();
    expect(api.deal).not.toHaveBeenCalled();
    controller.betOne();
    expect(canDeal(state())).toBe(true);
  });
});

describe('a video poker hand', () => {
  it('deals, lets the player hold cards, draws and pays', async () => {
    const dealt = dealtRound(DEALT);
    const dealing = deferred<RoundAnswer>();
    const { controller, effects, api, state } = setup({
      deal: vi.fn(() => dealing.promise),
      draw: vi.fn(() => Promise.resolve(answerOf(drawnRound(dealt, FINAL, HELD), 100_200))),
    });

    controller.pressPlay();
    // The stake leaves the balance at once; the cards are face down until the answer.
    expect(state()).toMatchObject({ phase: 'dealing', hand: null, balance: 99_900 });
    expect(api.deal).toHaveBeenCalledWith({ coins: 5, coinValue: 20 });
    expect(effects.onRoundStart).toHaveBeenCalledTimes(1);

    // The bet cannot change while a hand is under way.
    controller.betOne();
    expect(state().coins).toBe(5);

    dealing.resolve(answerOf(dealt, 99_900));
    await settle();
    expect(state().phase).toBe('holding');
    expect(state().hand).toMatchObject({ cards: DEALT, held: [false, false, false, false, false] });
    expect(state().hand?.category).toBe('jacks-or-better');

    controller.toggleHold(0);
    controller.toggleHold(1);
    controller.toggleHold(4);
    controller.toggleHold(4);
    expect(state().hand?.held).toEqual(HELD);
    expect(effects.sound).toHaveBeenCalledWith('tick');

    controller.pressPlay();
    await settle();
    expect(api.draw).toHaveBeenCalledWith({ held: HELD });
    expect(state()).toMatchObject({ phase: 'betting', balance: 100_200, lastWin: 300 });
    expect(state().hand).toMatchObject({
      cards: FINAL,
      category: 'three-of-a-kind',
      drawn: true,
      payout: 300,
    });
    expect(effects.onRoundStart).toHaveBeenCalledTimes(1);
    expect(effects.onRoundResult).toHaveBeenCalledWith(100_200);
    expect(effects.sound).toHaveBeenCalledWith('win');

    // A drawn hand's cards can no longer be held.
    controller.toggleHold(2);
    expect(state().hand?.held).toEqual(HELD);
  });

  it('marks the balance pending while a real win is being confirmed', async () => {
    const dealt = dealtRound(DEALT);
    const { controller, state } = setup({
      deal: () => Promise.resolve(answerOf(dealt, 99_900)),
      draw: () => Promise.resolve(answerOf({ ...drawnRound(dealt, FINAL, HELD), status: 'paying' }, null)),
    });
    controller.pressPlay();
    await settle();
    controller.pressPlay();
    await settle();
    expect(state()).toMatchObject({ balance: 99_900, pending: true, lastWin: 300 });
  });

  it('gives the stake back and says why when the deal is refused', async () => {
    const { controller, effects, state } = setup({
      deal: () => Promise.reject(new StudioApiError('INSUFFICIENT_FUNDS', 402, 'no', 40)),
    });
    controller.pressPlay();
    await settle();
    expect(state()).toMatchObject({ phase: 'betting', balance: 40, notice: { key: 'insufficientFunds' } });
    expect(effects.onInsufficientFunds).toHaveBeenCalled();
    expect(effects.onRoundResult).toHaveBeenCalledWith(40);
  });

  it('keeps the hand and its holds when a draw fails, and lets the player draw again', async () => {
    const dealt = dealtRound(DEALT);
    const draw = vi
      .fn<VideoPokerApi['draw']>()
      .mockRejectedValueOnce(new StudioApiError('WALLET_UNAVAILABLE', 503, 'down'))
      .mockResolvedValueOnce(answerOf(drawnRound(dealt, FINAL, HELD), 100_200));
    const { controller, effects, state } = setup({
      deal: () => Promise.resolve(answerOf(dealt, 99_900)),
      draw,
    });
    controller.pressPlay();
    await settle();
    controller.toggleHold(0);
    controller.toggleHold(1);
    controller.pressPlay();
    await settle();
    expect(state()).toMatchObject({ phase: 'holding', notice: { key: 'walletUnavailableStake' } });
    expect(state().hand?.held).toEqual(HELD);

    controller.pressPlay();
    await settle();
    expect(state().hand?.drawn).toBe(true);
    // The retried draw is a round begun again for the framing page.
    expect(effects.onRoundStart).toHaveBeenCalledTimes(2);
  });

  it('clears the table when the hand is no longer in play on the server', async () => {
    const { controller, state } = setup({
      deal: () => Promise.resolve(answerOf(dealtRound(DEALT), 99_900)),
      draw: () => Promise.reject(new StudioApiError('NO_ROUND_IN_PLAY', 409, 'gone')),
    });
    controller.pressPlay();
    await settle();
    controller.pressPlay();
    await settle();
    expect(state()).toMatchObject({ phase: 'betting', hand: null });
  });
});

describe('an unfinished video poker hand', () => {
  it('opens on the dealt hand and its bet, and draws it', async () => {
    const dealt = dealtRound(DEALT, { coins: 3, coinValue: 50 }, 'round-left');
    const { controller, effects, api, state } = setup(
      { draw: vi.fn(() => Promise.resolve(answerOf(drawnRound(dealt, DEALT, HELD), 100_150))) },
      { unfinishedRound: dealt, balance: 99_850 },
    );
    expect(state()).toMatchObject({ phase: 'holding', resumed: true, coins: 3, coinValue: 50, bet: 150 });
    expect(state().hand).toMatchObject({ roundId: 'round-left', cards: DEALT });

    controller.toggleHold(0);
    controller.toggleHold(1);
    controller.pressPlay();
    await settle();
    expect(api.draw).toHaveBeenCalledWith({ held: HELD });
    expect(api.deal).not.toHaveBeenCalled();
    expect(effects.onRoundStart).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ phase: 'betting', resumed: false, balance: 100_150, lastWin: 150 });
  });

  it('ignores an unfinished round that is not a dealt video poker hand', () => {
    const dealt = dealtRound(DEALT);
    const { state } = setup({}, { unfinishedRound: { ...dealt, status: 'closed' } });
    expect(state()).toMatchObject({ phase: 'betting', hand: null, resumed: false });
  });
});
