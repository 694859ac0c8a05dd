import { describe, expect, it, vi } from 'vitest';
import { StudioApiError } from '../api/studio-request.ts';
import type { GameEffects } from '../game/game-store.ts';
import { sessionView } from '../test-support/fixtures.ts';
import { createPlinkoController, RECENT_DROPS, type PlinkoApi } from './plinko-controller.ts';
import { PLINKO_RULES, plinkoAnswer } from './plinko-fixtures.ts';

const effects = (): GameEffects => ({
  onBalance: vi.fn(),
  onRoundStart: vi.fn(),
  onRoundResult: vi.fn(),
  onInsufficientFunds: vi.fn(),
  onFatal: vi.fn(),
  sound: vi.fn(),
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the plinko controller', () => {
  it('drops one ball at a time, locks the board while it falls and shows the result once it lands', async () => {
    const answer = plinkoAnswer(16, 'high', 100, 100_000);
    const api: PlinkoApi = { drop: vi.fn().mockResolvedValue(answer), resetDemo: vi.fn() };
    const hooks = effects();
    const controller = createPlinkoController({
      session: sessionView(),
      rules: PLINKO_RULES,
      bets: sessionView().bets,
      api,
      effects: hooks,
    });
    controller.setRows(16);
    controller.setRisk('high');
    controller.drop();
    controller.drop(); // a ball is falling: no second one
    controller.setRows(8); // locked
    await settle();
    expect(api.drop).toHaveBeenCalledTimes(1);
    expect(api.drop).toHaveBeenCalledWith({ bet: 100, rows: 16, risk: 'high' });
    expect(controller.getSnapshot()).toMatchObject({ rows: 16, falling: true, balance: 99_900 });
    controller.landed();
    const state = controller.getSnapshot();
    expect(state.falling).toBe(false);
    expect(state.balance).toBe(answer.balance);
    if (answer.round.outcome.kind !== 'plinko') throw new Error('not plinko');
    expect(state.recent).toEqual([answer.round.outcome.drop.multiplier]);
    expect(hooks.onRoundResult).toHaveBeenCalledWith(answer.balance);
  });

  it('keeps the last ten bins, and gives the stake back on screen when the drop is refused', async () => {
    const api: PlinkoApi = {
      drop: vi
        .fn()
        .mockResolvedValue(plinkoAnswer(12, 'medium', 100, 100_000))
        .mockRejectedValueOnce(new StudioApiError('LIMIT_REACHED', 403, 'limit')),
      resetDemo: vi.fn(),
    };
    const controller = createPlinkoController({
      session: sessionView(),
      rules: PLINKO_RULES,
      bets: sessionView().bets,
      api,
      effects: effects(),
    });
    controller.drop();
    await settle();
    expect(controller.getSnapshot()).toMatchObject({ falling: false, balance: 100_000 });
    expect(controller.getSnapshot().notice?.key).toBe('limitReached');
    for (let drop = 0; drop < RECENT_DROPS + 2; drop += 1) {
      controller.drop();
      await settle();
      controller.landed();
    }
    expect(controller.getSnapshot().recent).toHaveLength(RECENT_DROPS);
  });
});
