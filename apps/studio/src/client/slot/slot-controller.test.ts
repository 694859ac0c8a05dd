import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundAnswer } from '../api/round-answer.ts';
import { StudioApiError } from '../api/studio-request.ts';
import type { GameEffects } from '../game/game-store.ts';
import { SLOT_RULES, sessionView, slotSpin, spinRound } from '../test-support/fixtures.ts';
import { createSlotController, type SlotApi } from './slot-controller.ts';

function effects(): GameEffects & { balances: number[]; fatal: string[] } {
  const balances: number[] = [];
  const fatal: string[] = [];
  return {
    balances,
    fatal,
    onBalance: (balance) => balances.push(balance),
    onRoundStart: () => undefined,
    onRoundResult: () => undefined,
    onInsufficientFunds: () => undefined,
    onFatal: (code) => fatal.push(code),
    sound: () => undefined,
  };
}

function api(overrides: Partial<SlotApi>): SlotApi {
  const never = () => Promise.reject(new Error('not expected'));
  return { spin: never, buyBonus: never, freeSpin: never, freeRound: never, resetDemo: never, ...overrides };
}

afterEach(() => vi.useRealTimers());

describe('a slot session', () => {
  it('resumes unfinished free spins: says so, then plays the next one by itself', async () => {
    vi.useFakeTimers();
    const trigger = slotSpin({ freeSpinsAwarded: 10, totalWin: 0 });
    const unfinished = spinRound(trigger, {
      status: 'feature',
      bet: 200,
      feature: { spinsAwarded: 10, spinsPlayed: 4, totalWin: 1200 },
    });
    const next: RoundAnswer = {
      round: spinRound(trigger, {
        status: 'feature',
        feature: { spinsAwarded: 10, spinsPlayed: 5, totalWin: 1500 },
        steps: [
          {
            spin: slotSpin({ mode: 'free', totalWin: 300 }),
            spinsAdded: 0,
            state: { bet: 200, spinsAwarded: 10, spinsPlayed: 5, totalWin: 1500 },
          },
        ],
      }),
      balance: 99_800,
      freeRounds: null,
    };
    const freeSpin = vi.fn(async () => next);
    const controller = createSlotController({
      session: sessionView({ unfinishedRound: unfinished }),
      rules: SLOT_RULES,
      bets: sessionView().bets,
      api: api({ freeSpin }),
      effects: effects(),
    });
    expect(controller.getSnapshot().notice?.key).toBe('resumeNotice');
    expect(controller.getSnapshot().feature).toMatchObject({
      spinsAwarded: 10,
      spinsPlayed: 4,
      multiplier: 3,
    });
    // The feature's own bet is shown.
    expect(controller.getSnapshot().bet).toBe(200);

    controller.start();
    expect(freeSpin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1200);
    expect(freeSpin).toHaveBeenCalledTimes(1);
    const spinId = controller.getSnapshot().spin?.id as number;
    controller.reelsLanded(spinId);
    expect(controller.getSnapshot().feature).toMatchObject({ spinsPlayed: 5, totalWin: 1500 });
    expect(controller.getSnapshot().win?.amount).toBe(300);
    controller.dispose();
  });

  it('takes the stake as the reels start, lands them at once on a second press and keeps the bet meanwhile', async () => {
    let answer: (value: RoundAnswer) => void = () => undefined;
    const spin = vi.fn(() => new Promise<RoundAnswer>((resolve) => (answer = resolve)));
    const controller = createSlotController({
      session: sessionView(),
      rules: SLOT_RULES,
      bets: sessionView().bets,
      api: api({ spin }),
      effects: effects(),
    });
    controller.pressSpin();
    expect(controller.getSnapshot().balance).toBe(99_900);
    controller.pressSpin();
    expect(spin).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().spin?.quick).toBe(true);
    answer({ round: spinRound(slotSpin()), balance: 99_900, freeRounds: null });
    await Promise.resolve();
    expect(controller.getSnapshot().spin?.result).not.toBeNull();
    controller.changeBet(1);
    expect(controller.getSnapshot().bet).toBe(100);
    controller.dispose();
  });

  it("says a stake went over the player's own limit, and the game goes on", async () => {
    const fx = effects();
    const controller = createSlotController({
      session: sessionView(),
      rules: SLOT_RULES,
      bets: sessionView().bets,
      api: api({ spin: () => Promise.reject(new StudioApiError('LIMIT_REACHED', 403, 'limit')) }),
      effects: fx,
    });
    controller.pressSpin();
    await vi.waitFor(() => expect(controller.getSnapshot().notice?.key).toBe('limitReached'));
    expect(fx.fatal).toEqual([]);
    controller.dispose();
  });

  it('stops the game when the session has ended', async () => {
    const fx = effects();
    const controller = createSlotController({
      session: sessionView(),
      rules: SLOT_RULES,
      bets: sessionView().bets,
      api: api({ spin: () => Promise.reject(new StudioApiError('TOKEN_EXPIRED', 401, 'expired')) }),
      effects: fx,
    });
    controller.pressSpin();
    await vi.waitFor(() => expect(fx.fatal).toEqual(['TOKEN_EXPIRED']));
    expect(controller.getSnapshot().spin).toBeNull();
    expect(controller.getSnapshot().balance).toBe(100_000);
    controller.dispose();
  });

  it('plays out the free spins the last free round started before it shows what the award won', async () => {
    vi.useFakeTimers();
    const award = { id: 'award-1', bet: 40, count: 1, played: 0, left: 1, totalWin: 0 };
    const trigger = slotSpin({ bet: 40, freeSpinsAwarded: 1, totalWin: 20 });
    const feature = (spinsPlayed: number, totalWin: number) => ({ spinsAwarded: 1, spinsPlayed, totalWin });
    const freeRound = vi.fn(async (): Promise<RoundAnswer> => ({
      round: spinRound(trigger, { status: 'feature', stake: 0, feature: feature(0, 0) }),
      balance: 100_000,
      freeRounds: { ...award, played: 1, left: 0, totalWin: 20 },
    }));
    const freeSpin = vi.fn(async (): Promise<RoundAnswer> => ({
      round: spinRound(trigger, {
        stake: 0,
        totalWin: 320,
        feature: feature(1, 300),
        steps: [
          {
            spin: slotSpin({ mode: 'free', bet: 40, totalWin: 300 }),
            spinsAdded: 0,
            state: { bet: 40, ...feature(1, 300) },
          },
        ],
      }),
      balance: 100_000,
      freeRounds: { ...award, played: 1, left: 0, totalWin: 320 },
    }));
    const controller = createSlotController({
      session: sessionView({ mode: 'real', freeRounds: award }),
      rules: SLOT_RULES,
      bets: sessionView().bets,
      api: api({ freeRound, freeSpin }),
      effects: effects(),
    });
    expect(controller.getSnapshot()).toMatchObject({ freeRounds: award, bet: 40 });
    controller.changeBet(1);
    expect(controller.getSnapshot().bet).toBe(40);

    controller.pressSpin();
    await vi.waitFor(() => expect(controller.getSnapshot().spin?.result).toBeTruthy());
    controller.reelsLanded(controller.getSnapshot().spin?.id as number);
    expect(freeRound).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot()).toMatchObject({ freeRounds: null, freeRoundsSummary: null });
    expect(controller.getSnapshot().feature).toMatchObject({ spinsAwarded: 1, spinsPlayed: 0 });

    await vi.advanceTimersByTimeAsync(3000);
    expect(freeSpin).toHaveBeenCalledTimes(1);
    controller.reelsLanded(controller.getSnapshot().spin?.id as number);
    expect(controller.getSnapshot()).toMatchObject({ feature: null, freeRoundsSummary: { total: 320 } });
    controller.changeBet(1);
    expect(controller.getSnapshot().bet).toBe(100);
    controller.dispose();
  });
});
