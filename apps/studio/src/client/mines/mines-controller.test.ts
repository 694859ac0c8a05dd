import { describe, expect, it, vi } from 'vitest';
import { StudioApiError } from '../api/studio-request.ts';
import type { GameEffects } from '../game/game-store.ts';
import { sessionView } from '../test-support/fixtures.ts';
import { createMinesController, minesQuote, type MinesApi } from './mines-controller.ts';
import { MINES_RULES, minesAnswer, minesBoard, play, safeCells } from './mines-fixtures.ts';

const effects = (): GameEffects => ({
  onBalance: vi.fn(),
  onRoundStart: vi.fn(),
  onRoundResult: vi.fn(),
  onInsufficientFunds: vi.fn(),
  onFatal: vi.fn(),
  sound: vi.fn(),
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the mines controller', () => {
  it('starts a board, reveals gems, cashes out and shows the server’s payout and balance', async () => {
    const board = minesBoard(3, 100);
    const [first, second] = safeCells(board, 2) as [number, number];
    const once = play(board, [{ type: 'reveal', cell: first }]);
    const twice = play(once, [{ type: 'reveal', cell: second }]);
    const cashed = play(twice, [{ type: 'cash-out' }]);
    const api: MinesApi = {
      start: vi.fn().mockResolvedValue(minesAnswer(board, 99_900)),
      act: vi
        .fn()
        .mockResolvedValueOnce(minesAnswer(once, 99_900))
        .mockResolvedValueOnce(minesAnswer(twice, 99_900))
        .mockResolvedValueOnce(minesAnswer(cashed, 99_900 + cashed.payout)),
      resetDemo: vi.fn(),
    };
    const hooks = effects();
    const controller = createMinesController({
      session: sessionView(),
      rules: MINES_RULES,
      bets: sessionView().bets,
      api,
      effects: hooks,
    });
    controller.setMines(3);
    controller.start();
    await settle();
    expect(api.start).toHaveBeenCalledWith({ bet: 100, mines: 3 });
    controller.cashOut(); // nothing revealed yet: no cash-out
    expect(api.act).not.toHaveBeenCalled();
    controller.reveal(first);
    await settle();
    controller.reveal(second);
    await settle();
    const inPlay = controller.getSnapshot().board;
    if (!inPlay) throw new Error('no board in play');
    expect(minesQuote(inPlay, MINES_RULES.houseEdge).payout).toBe(cashed.payout);
    controller.cashOut();
    await settle();
    const state = controller.getSnapshot();
    expect(state.board?.status).toBe('cashed');
    expect(state.board?.minePositions).toHaveLength(3);
    expect(state.balance).toBe(99_900 + cashed.payout);
    expect(state.lastWin).toBe(cashed.payout);
    expect(hooks.onRoundStart).toHaveBeenCalledTimes(1);
    expect(hooks.onRoundResult).toHaveBeenCalledWith(99_900 + cashed.payout);
  });

  it('resumes a board left half-played and clears it when the server has finished it', async () => {
    const board = play(minesBoard(5, 200), [
      { type: 'reveal', cell: safeCells(minesBoard(5, 200), 1)[0] as number },
    ]);
    const unfinished = minesAnswer(board, null).round;
    const api: MinesApi = {
      start: vi.fn(),
      act: vi.fn().mockRejectedValue(new StudioApiError('NO_ROUND_IN_PLAY', 409, 'gone')),
      resetDemo: vi.fn(),
    };
    const controller = createMinesController({
      session: sessionView({ unfinishedRound: unfinished }),
      rules: MINES_RULES,
      bets: sessionView().bets,
      api,
      effects: effects(),
    });
    expect(controller.getSnapshot()).toMatchObject({ resumed: true, mines: 5, bet: 200 });
    controller.setMines(7); // locked while the board is played
    expect(controller.getSnapshot().mines).toBe(5);
    controller.cashOut();
    await settle();
    expect(controller.getSnapshot().board).toBeNull();
    expect(controller.getSnapshot().notice?.key).toBe('noRoundInPlay');
  });
});
