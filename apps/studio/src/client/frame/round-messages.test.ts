import { describe, expect, it, vi } from 'vitest';
import type { DiceRules, RoundView } from '../../shared/play-api.ts';
import type { RoundAnswer } from '../api/round-answer.ts';
import { StudioApiError } from '../api/studio-request.ts';
import { createDiceController, type DiceApi } from '../dice/dice-controller.ts';
import type { GameEffects } from '../game/game-store.ts';
import { createSlotController, type SlotApi, type SlotController } from '../slot/slot-controller.ts';
import { SLOT_RULES, sessionView, slotSpin, spinRound } from '../test-support/fixtures.ts';

/**
 * The framing page keeps its balance display still from a round's start until the game has shown the result:
 * `round-start` goes out before the request, `round-result` only once the reels have landed or the roll has
 * settled, never when the answer arrives.
 */

type Heard = ['round-start'] | ['round-result', number | null] | ['balance', number];

function listeningEffects(): GameEffects & { heard: Heard[] } {
  const heard: Heard[] = [];
  return {
    heard,
    onBalance: (balance) => heard.push(['balance', balance]),
    onRoundStart: () => heard.push(['round-start']),
    onRoundResult: (balance) => heard.push(['round-result', balance]),
    onInsufficientFunds: () => undefined,
    onFatal: () => undefined,
    sound: () => undefined,
  };
}

/** A request that answers when the test says so; `sent` tells whether it has been made. */
function heldRequest<T>() {
  let answer: (value: T) => void = () => undefined;
  let refuse: (error: unknown) => void = () => undefined;
  let sent = false;
  const request = () => {
    sent = true;
    return new Promise<T>((resolve, reject) => {
      answer = resolve;
      refuse = reject;
    });
  };
  return {
    request,
    sent: () => sent,
    answer: (value: T) => answer(value),
    refuse: (error: unknown) => refuse(error),
  };
}

/** Waits until the reels have the answer's result to land on: what the answer makes happen has happened then. */
const reelsHaveResult = (controller: SlotController) =>
  vi.waitFor(() => expect(controller.getSnapshot().spin?.result).toBeTruthy());

function slotWith(overrides: Partial<SlotApi>, effects: GameEffects) {
  const never = () => Promise.reject(new Error('not expected'));
  return createSlotController({
    session: sessionView(),
    rules: SLOT_RULES,
    bets: sessionView().bets,
    api: { spin: never, buyBonus: never, freeSpin: never, freeRound: never, resetDemo: never, ...overrides },
    effects,
  });
}

describe('a slot round and the framing page', () => {
  it('announces the round before the stake is sent and its result only once the reels have landed', async () => {
    const effects = listeningEffects();
    const spin = heldRequest<RoundAnswer>();
    const controller = slotWith({ spin: spin.request }, effects);

    controller.pressSpin();
    expect(effects.heard).toEqual([['round-start']]);
    expect(spin.sent()).toBe(true);

    // The server has settled the round (a win of 4.00): the reels still spin, so nothing is said yet.
    spin.answer({ round: spinRound(slotSpin({ totalWin: 400 })), balance: 100_300, freeRounds: null });
    await reelsHaveResult(controller);
    expect(effects.heard).toEqual([['round-start']]);

    const spinId = controller.getSnapshot().spin?.id as number;
    controller.reelsLanded(spinId);
    expect(effects.heard).toEqual([['round-start'], ['round-result', 100_300]]);
    expect(controller.getSnapshot().balance).toBe(100_300);
    controller.dispose();
  });

  it('ends the round without a balance when the spin fails, so the page does not wait for it', async () => {
    const effects = listeningEffects();
    const spin = heldRequest<RoundAnswer>();
    const controller = slotWith({ spin: spin.request }, effects);
    controller.pressSpin();
    spin.refuse(new StudioApiError('WALLET_UNAVAILABLE', 503, 'unavailable'));
    await vi.waitFor(() => expect(effects.heard).toEqual([['round-start'], ['round-result', null]]));
    controller.dispose();
  });

  it('gives a refused stake’s balance with the end of the round', async () => {
    const effects = listeningEffects();
    const controller = slotWith(
      { spin: () => Promise.reject(new StudioApiError('INSUFFICIENT_FUNDS', 402, 'no money', 40)) },
      effects,
    );
    controller.pressSpin();
    await vi.waitFor(() =>
      expect(effects.heard).toEqual([['round-start'], ['round-result', 40], ['balance', 40]]),
    );
    controller.dispose();
  });

  it('makes each free spin a round of its own, shown when its reels land', async () => {
    const effects = listeningEffects();
    const trigger = slotSpin({ freeSpinsAwarded: 10, totalWin: 0 });
    const feature = { spinsAwarded: 10, spinsPlayed: 0, totalWin: 0 };
    const freeSpin = heldRequest<RoundAnswer>();
    const controller = createSlotController({
      session: sessionView({ unfinishedRound: spinRound(trigger, { status: 'feature', feature }) }),
      rules: SLOT_RULES,
      bets: sessionView().bets,
      api: {
        spin: () => Promise.reject(new Error('not expected')),
        buyBonus: () => Promise.reject(new Error('not expected')),
        freeSpin: freeSpin.request,
        freeRound: () => Promise.reject(new Error('not expected')),
        resetDemo: () => Promise.reject(new Error('not expected')),
      },
      effects,
      freeSpinPauseMs: 0,
    });

    controller.pressSpin();
    expect(effects.heard).toEqual([['round-start']]);
    const step = {
      spin: slotSpin({ mode: 'free', totalWin: 300 }),
      spinsAdded: 0,
      state: { bet: 100, spinsAwarded: 10, spinsPlayed: 1, totalWin: 300 },
    };
    const round: RoundView = spinRound(trigger, {
      status: 'feature',
      feature: { spinsAwarded: 10, spinsPlayed: 1, totalWin: 300 },
      steps: [step],
    });
    freeSpin.answer({ round, balance: 99_900, freeRounds: null });
    await reelsHaveResult(controller);
    expect(effects.heard).toEqual([['round-start']]);
    controller.reelsLanded(controller.getSnapshot().spin?.id as number);
    expect(effects.heard).toEqual([['round-start'], ['round-result', 99_900]]);
    controller.dispose();
  });
});

describe('a dice round and the framing page', () => {
  const rules: DiceRules = { kind: 'dice', houseEdge: 0.01, minChance: 1, maxChance: 98 };

  function diceAnswer(roll: number, payout: number, balance: number): RoundAnswer {
    return {
      round: {
        ...spinRound(slotSpin(), { kind: 'dice', totalWin: payout }),
        outcome: {
          kind: 'dice',
          direction: 'under',
          target: 49.5,
          houseEdge: 0.01,
          roll: { roll, rollHundredths: Math.round(roll * 100), won: payout > 0, multiplier: 2, payout },
        },
      },
      balance,
      freeRounds: null,
    };
  }

  it('says the result only once the roll has settled on screen', async () => {
    const effects = listeningEffects();
    const roll = heldRequest<RoundAnswer>();
    const api: DiceApi = { roll: roll.request, resetDemo: () => Promise.reject(new Error('not expected')) };
    const controller = createDiceController({
      session: sessionView(),
      rules,
      bets: sessionView().bets,
      api,
      effects,
    });

    controller.pressRoll();
    expect(effects.heard).toEqual([['round-start']]);
    expect(roll.sent()).toBe(true);

    roll.answer(diceAnswer(12.34, 200, 100_100));
    await vi.waitFor(() => expect(controller.getSnapshot().rolling?.roll).toBe(12.34));
    expect(effects.heard).toEqual([['round-start']]);

    controller.rollLanded(controller.getSnapshot().rolling?.id as number);
    expect(effects.heard).toEqual([['round-start'], ['round-result', 100_100]]);
    controller.dispose();
  });
});
