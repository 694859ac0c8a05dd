import type { BlackjackActionRequest } from '../../shared/table-play-api.ts';
import { describe, expect, it, vi } from 'vitest';
import type { RoundAnswer } from '../api/round-answer.ts';
import { StudioApiError } from '../api/studio-request.ts';
import type { GameEffects } from '../game/game-store.ts';
import { sessionView } from '../test-support/fixtures.ts';
import { createBlackjackController, type BlackjackApi } from './blackjack-controller.ts';
import { blackjackAnswer, blackjackRound, blackjackView } from './blackjack-fixtures.ts';

const BETS = { currency: 'EUR', levels: [50, 100, 200], defaultBet: 100 };

function recordingEffects() {
  const events: string[] = [];
  const sounds: string[] = [];
  const effects: GameEffects = {
    onBalance: (balance) => events.push(`balance ${balance}`),
    onRoundStart: () => events.push('round-start'),
    onRoundResult: (balance) => events.push(`round-result ${balance}`),
    onInsufficientFunds: () => events.push('insufficient-funds'),
    onFatal: (code) => events.push(`fatal ${code}`),
    sound: (effect) => sounds.push(effect),
  };
  return { effects, events, sounds };
}

function api(overrides: Partial<BlackjackApi>): BlackjackApi {
  const never = () => Promise.reject(new Error('not expected'));
  return { deal: never, act: never, resetDemo: never, ...overrides };
}

function open(options: { api: BlackjackApi; balance?: number; unfinished?: RoundAnswer['round'] }) {
  const recorded = recordingEffects();
  const controller = createBlackjackController({
    session: sessionView({
      balance: options.balance ?? 100_000,
      unfinishedRound: options.unfinished ?? null,
    }),
    bets: BETS,
    api: options.api,
    effects: recorded.effects,
  });
  return { controller, ...recorded };
}

/** Lets the controller take in an answer already resolved. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// Player 10♠ 6♥ against the dealer's 9♣ (8♦ in the hole); a 5♦ next.
const DEALT = blackjackView(['TS', '9C', '6H', '8D', '5D']);

describe('a blackjack round', () => {
  it('deals the chosen bet, waits for the player, then shows the result and the balance it answered', async () => {
    const deal = vi.fn(async () => blackjackAnswer(DEALT, 99_900));
    const act = vi.fn(async () =>
      blackjackAnswer(blackjackView(['TS', '9C', '6H', '8D', '5D'], ['hit']), 100_100),
    );
    const { controller, events, sounds } = open({ api: api({ deal, act }) });

    controller.stepBet(1);
    expect(controller.getSnapshot().bet).toBe(200);
    controller.stepBet(-1);
    controller.deal();
    expect(controller.getSnapshot().sending).toBe('deal');
    await settle();
    expect(deal).toHaveBeenCalledWith({ bet: 100 });
    const dealt = controller.getSnapshot();
    expect(dealt.sending).toBeNull();
    expect(dealt.round?.view.phase).toBe('player');
    expect(dealt.round?.view.dealer).toEqual([{ rank: 9, suit: 'C' }, null]);
    expect(dealt.balance).toBe(99_900);
    // The framing page hears of the round once, and of its result only when it is over.
    expect(events).toEqual(['round-start']);

    // Between decisions the bet cannot change and no second round can be dealt.
    controller.stepBet(1);
    controller.deal();
    expect(controller.getSnapshot().bet).toBe(100);
    expect(deal).toHaveBeenCalledTimes(1);

    controller.act('hit');
    await settle();
    expect(act).toHaveBeenCalledWith({ action: 'hit' });
    const over = controller.getSnapshot();
    expect(over.round?.view.phase).toBe('over');
    expect(over.round?.view.settlement?.hands).toEqual([{ result: 'win', stake: 100, payout: 200 }]);
    expect(over.round?.totalWin).toBe(200);
    expect(over.lastWin).toBe(200);
    expect(over.balance).toBe(100_100);
    expect(events).toEqual(['round-start', 'round-result 100100']);
    expect(sounds).toContain('win');

    // The next deal clears the table.
    controller.deal();
    expect(controller.getSnapshot().round).toBeNull();
    controller.dispose();
  });

  it('ends a round decided at the deal (a natural) at once', async () => {
    const natural = blackjackView(['AS', '9C', 'KH', '7D']);
    const { controller, events } = open({
      api: api({ deal: async () => blackjackAnswer(natural, 100_150) }),
    });
    controller.deal();
    await settle();
    const state = controller.getSnapshot();
    expect(state.round?.view.phase).toBe('over');
    expect(state.round?.view.settlement?.hands[0]).toEqual({ result: 'blackjack', stake: 100, payout: 250 });
    expect(state.lastWin).toBe(250);
    expect(events).toEqual(['round-start', 'round-result 100150']);
  });

  it('plays only legal decisions the balance covers: a double costs the bet again', async () => {
    const act = vi.fn(async (request: BlackjackActionRequest) =>
      blackjackAnswer(blackjackView(['TS', '9C', '6H', '8D', '5D'], [request.action]), 0),
    );
    const { controller } = open({
      api: api({ deal: async () => blackjackAnswer(DEALT, 99), act }),
      balance: 199,
    });
    controller.deal();
    await settle();
    expect(controller.getSnapshot().balance).toBe(99);

    controller.act('double'); // €1.00 more with €0.99 left
    controller.act('split'); // not a pair
    controller.act('insurance-yes'); // not offered
    expect(act).not.toHaveBeenCalled();
    expect(controller.getSnapshot().sending).toBeNull();

    controller.act('stand');
    controller.act('hit'); // a decision is already on its way
    await settle();
    expect(act).toHaveBeenCalledTimes(1);
    expect(act).toHaveBeenCalledWith({ action: 'stand' });
  });

  it('keeps the hand on the table after a refused decision, and clears it when the round is gone', async () => {
    const act = vi
      .fn<BlackjackApi['act']>()
      .mockRejectedValueOnce(new StudioApiError('WALLET_UNAVAILABLE', 503, 'down'))
      .mockRejectedValueOnce(new StudioApiError('NO_ROUND_IN_PLAY', 409, 'gone'));
    const { controller, events } = open({
      api: api({ deal: async () => blackjackAnswer(DEALT, 99_900), act }),
    });
    controller.deal();
    await settle();

    controller.act('hit');
    await settle();
    expect(controller.getSnapshot().notice?.key).toBe('walletUnavailableStake');
    expect(controller.getSnapshot().round?.view.phase).toBe('player');
    expect(events).toEqual(['round-start', 'round-result null']);

    controller.act('hit');
    await settle();
    // The round began again for the framing page with the retried decision.
    expect(events).toEqual(['round-start', 'round-result null', 'round-start', 'round-result null']);
    expect(controller.getSnapshot().round).toBeNull();
  });

  it('takes insurance for half the bet when the dealer shows an ace', async () => {
    const offered = blackjackView(['TS', 'AC', '9H', '7D']);
    const insured = blackjackView(['TS', 'AC', '9H', '7D'], ['insurance-yes']);
    const act = vi.fn(async () => blackjackAnswer(insured, 99_850));
    const { controller } = open({
      api: api({ deal: async () => blackjackAnswer(offered, 99_900), act }),
      balance: 100_000,
    });
    controller.deal();
    await settle();
    expect(controller.getSnapshot().round?.view.phase).toBe('insurance');
    controller.act('hit'); // the insurance decision comes first
    expect(act).not.toHaveBeenCalled();
    controller.act('insurance-yes');
    await settle();
    expect(act).toHaveBeenCalledWith({ action: 'insurance-yes' });
    expect(controller.getSnapshot().round?.view.insurance).toBe('taken');
    expect(controller.getSnapshot().balance).toBe(99_850);
  });
});

describe('a hand left half-played', () => {
  it('opens on the table at its own bet, says so, and plays on', async () => {
    const view = blackjackView(['8S', '9C', '8H', '7D'], [], 200);
    const after = blackjackView(['8S', '9C', '8H', '7D', '3C'], ['split'], 200);
    const act = vi.fn(async () => blackjackAnswer(after, 99_600));
    const { controller, events } = open({ api: api({ act }), unfinished: blackjackRound(view) });

    const state = controller.getSnapshot();
    expect(state.resumed).toBe(true);
    expect(state.round?.view.hands[0]?.cards).toHaveLength(2);
    expect(state.bet).toBe(200);

    controller.act('split');
    await settle();
    expect(act).toHaveBeenCalledWith({ action: 'split' });
    expect(controller.getSnapshot().resumed).toBe(false);
    expect(controller.getSnapshot().round?.view.hands).toHaveLength(2);
    expect(controller.getSnapshot().balance).toBe(99_600);
    expect(events).toEqual(['round-start']);
  });

  it('ignores an unfinished round that is not waiting for the player', () => {
    const view = blackjackView(['TS', '9C', '7H', '8D'], ['stand']);
    const { controller } = open({ api: api({}), unfinished: blackjackRound(view, { status: 'paying' }) });
    expect(controller.getSnapshot().round).toBeNull();
    expect(controller.getSnapshot().resumed).toBe(false);
  });
});
