import { describe, expect, it, vi } from 'vitest';
import type { RouletteBet } from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import { StudioApiError } from '../api/studio-request.ts';
import type { GameEffects } from '../game/game-store.ts';
import { sessionView } from '../test-support/fixtures.ts';
import type { RouletteRules } from '../../shared/table-play-api.ts';
import {
  createRouletteController,
  openingChip,
  RECENT_RESULTS,
  type RouletteApi,
} from './roulette-controller.ts';
import { ROULETTE_RULES, rouletteAnswer } from './roulette-fixtures.ts';

function effects(): GameEffects & { sounds: string[]; results: (number | null)[] } {
  const sounds: string[] = [];
  const results: (number | null)[] = [];
  return {
    sounds,
    results,
    onBalance: () => undefined,
    onRoundStart: () => undefined,
    onRoundResult: (balance) => results.push(balance),
    onInsufficientFunds: () => undefined,
    onFatal: () => undefined,
    sound: (effect) => sounds.push(effect),
  };
}

function controllerWith(
  api: Partial<RouletteApi> = {},
  options: { balance?: number; rules?: RouletteRules } = {},
) {
  const never = () => Promise.reject(new Error('not expected'));
  const fx = effects();
  const controller = createRouletteController({
    session: sessionView({ balance: options.balance ?? 100_000 }),
    rules: options.rules ?? ROULETTE_RULES,
    bets: sessionView().bets,
    api: { spin: never, resetDemo: never, ...api },
    effects: fx,
  });
  return { controller, effects: fx, state: () => controller.getSnapshot() };
}

const straight = (number: number) => ({ kind: 'straight', numbers: [number] }) as const;

/** Spins and lands the wheel on the answer. */
async function spinAndLand(controller: ReturnType<typeof controllerWith>['controller']) {
  controller.pressSpin();
  await vi.waitFor(() => expect(controller.getSnapshot().spinning?.number).not.toBeNull());
  controller.spinLanded(controller.getSnapshot().spinning?.id as number);
}

describe('placing chips', () => {
  it('opens on the smallest chip that meets a minimum', () => {
    expect(openingChip(ROULETTE_RULES)).toBe(10);
    expect(openingChip({ ...ROULETTE_RULES, chips: [5, 20, 100] })).toBe(20);
    const { state } = controllerWith();
    expect(state()).toMatchObject({ chip: 10, bets: [], totalBet: 0, recent: [] });
  });

  it('places chips of the chosen value and merges those on one position', () => {
    const { controller, state, effects: fx } = controllerWith();
    controller.setChip(100);
    controller.place(straight(17));
    controller.setChip(50);
    controller.place(straight(17));
    controller.place({ kind: 'red' });
    expect(state().placements).toHaveLength(3);
    expect(state().bets).toEqual([
      { kind: 'straight', numbers: [17], amount: 150 },
      { kind: 'red', amount: 50 },
    ]);
    expect(state().totalBet).toBe(200);
    expect(fx.sounds).toEqual(['tick', 'tick', 'tick']);
  });

  it('takes no chip value the table does not offer', () => {
    const { controller, state } = controllerWith();
    controller.setChip(77);
    expect(state().chip).toBe(10);
  });

  it('undoes the last placement whole, and clears the table', () => {
    const { controller, state } = controllerWith();
    controller.setChip(100);
    controller.place({ kind: 'dozen', dozen: 2 });
    controller.placeAnnounced('voisins-du-zero');
    expect(state().totalBet).toBe(100 + 900);
    controller.undo();
    expect(state().bets).toEqual([{ kind: 'dozen', dozen: 2, amount: 100 }]);
    controller.placeNeighbours(0, 2);
    expect(state().bets.map((bet) => ('numbers' in bet ? bet.numbers[0] : bet.kind))).toEqual([
      'dozen',
      3,
      26,
      0,
      32,
      15,
    ]);
    controller.clear();
    expect(state()).toMatchObject({ placements: [], bets: [], totalBet: 0 });
  });

  it('doubles every bet, and an undo takes the double back', () => {
    const { controller, state } = controllerWith();
    controller.setChip(100);
    controller.place({ kind: 'split', numbers: [17, 20] });
    controller.place({ kind: 'odd' });
    controller.double();
    expect(state().bets).toEqual([
      { kind: 'split', numbers: [17, 20], amount: 200 },
      { kind: 'odd', amount: 200 },
    ]);
    controller.undo();
    expect(state().totalBet).toBe(200);
  });

  it('refuses a chip over a position’s or the spin’s maximum, or the balance, and says why', () => {
    const rules: RouletteRules = { ...ROULETTE_RULES, chips: [100, 2_500, 10_000] };
    const { controller, state } = controllerWith({}, { rules });
    controller.setChip(10_000);
    controller.place(straight(5));
    controller.place(straight(5));
    expect(state().problem).toEqual({
      problem: 'above-inside-maximum',
      position: { kind: 'straight', numbers: [5], amount: 10_000 },
    });
    expect(state().totalBet).toBe(10_000);

    controller.setChip(2_500);
    for (let i = 0; i < 9; i += 1) controller.place({ kind: 'black' });
    expect(state().problem?.problem).toBe('above-outside-maximum');
    expect(state().totalBet).toBe(10_000 + 20_000);

    controller.setChip(10_000);
    controller.place(straight(6));
    controller.place(straight(7));
    expect(state().problem).toBeNull();
    controller.place(straight(8));
    expect(state().problem).toEqual({ problem: 'above-spin-maximum', position: expect.anything() });
    expect(state().totalBet).toBe(50_000);

    // Any change to the table clears the last problem.
    controller.undo();
    expect(state().problem).toBeNull();
    expect(state().totalBet).toBe(40_000);

    const poor = controllerWith({}, { balance: 150, rules });
    poor.controller.setChip(100);
    poor.controller.place({ kind: 'red' });
    poor.controller.place({ kind: 'black' });
    expect(poor.state().problem).toEqual({ problem: 'above-balance', position: null });
    expect(poor.state().totalBet).toBe(100);
  });
});

describe('a spin', () => {
  it('is not sent below a minimum: the reason is shown instead', () => {
    const spin = vi.fn<RouletteApi['spin']>();
    const { controller, state } = controllerWith({ spin });
    controller.place({ kind: 'red' });
    controller.pressSpin();
    expect(spin).not.toHaveBeenCalled();
    expect(state().problem).toEqual({
      problem: 'below-outside-minimum',
      position: { kind: 'red', amount: 10 },
    });
    expect(state().spinning).toBeNull();
  });

  it('does nothing without bets', () => {
    const spin = vi.fn<RouletteApi['spin']>();
    const { controller } = controllerWith({ spin });
    controller.pressSpin();
    expect(spin).not.toHaveBeenCalled();
  });

  it('sends the merged bets, lands on the answer, shows the wins and clears the table', async () => {
    const placed: RouletteBet[] = [
      { kind: 'straight', numbers: [17], amount: 100 },
      { kind: 'red', amount: 100 },
      { kind: 'column', column: 1, amount: 100 },
    ];
    const spin = vi.fn(async () => rouletteAnswer(placed, 17));
    const { controller, state, effects: fx } = controllerWith({ spin });
    controller.setChip(100);
    controller.place(straight(17));
    controller.place({ kind: 'red' });
    controller.place({ kind: 'column', column: 1 });
    controller.pressSpin();
    expect(spin).toHaveBeenCalledWith({ bets: placed });
    // The stake leaves the balance as the wheel turns.
    expect(state().balance).toBe(99_700);
    expect(state().spinning).toMatchObject({ number: null, quick: false });
    // A second press lands at once.
    controller.pressSpin();
    expect(state().spinning?.quick).toBe(true);
    await vi.waitFor(() => expect(state().spinning?.number).toBe(17));
    controller.spinLanded(state().spinning?.id as number);

    expect(state().spinning).toBeNull();
    expect(state().result).toMatchObject({
      number: 17,
      color: 'black',
      totalStake: 300,
      // 17 is black in the second column: only the straight wins, 35 to 1.
      totalPayout: 3_600,
      winningKeys: ['straight:17'],
      big: true,
    });
    expect(state()).toMatchObject({
      balance: 103_300,
      lastWin: 3_600,
      recent: [17],
      lastSpinBets: placed,
      placements: [],
      bets: [],
      totalBet: 0,
    });
    expect(fx.results).toEqual([103_300]);
    expect(fx.sounds.at(-1)).toBe('big-win');
  });

  it('repeats the last spin’s bets', async () => {
    const bets: RouletteBet[] = [{ kind: 'even', amount: 500 }];
    const { controller, state } = controllerWith({ spin: async () => rouletteAnswer(bets, 0) });
    controller.setChip(500);
    controller.place({ kind: 'even' });
    await spinAndLand(controller);
    expect(state().result?.winningKeys).toEqual([]);
    expect(state().totalBet).toBe(0);
    controller.repeat();
    expect(state().bets).toEqual(bets);
    controller.double();
    expect(state().totalBet).toBe(1_000);
  });

  it('keeps the last 12 numbers, the latest first', async () => {
    const bets: RouletteBet[] = [{ kind: 'low', amount: 100 }];
    const numbers = Array.from({ length: 14 }, (_, i) => i + 1);
    let spun = 0;
    const { controller, state } = controllerWith({
      spin: async () => rouletteAnswer(bets, numbers[spun++] as number),
    });
    controller.setChip(100);
    for (let i = 0; i < numbers.length; i += 1) {
      controller.repeat();
      if (i === 0) controller.place({ kind: 'low' });
      await spinAndLand(controller);
    }
    expect(state().recent).toHaveLength(RECENT_RESULTS);
    expect(state().recent[0]).toBe(14);
    expect(state().recent.at(-1)).toBe(3);
  });

  it('gives the stake back and keeps the bets when the spin is refused', async () => {
    const answer = Promise.reject(new StudioApiError('INSUFFICIENT_FUNDS', 402, 'no', 50));
    answer.catch(() => undefined);
    const { controller, state } = controllerWith({ spin: () => answer as Promise<RoundAnswer> });
    controller.setChip(100);
    controller.place({ kind: 'high' });
    controller.pressSpin();
    await vi.waitFor(() => expect(state().spinning).toBeNull());
    expect(state().notice?.key).toBe('insufficientFunds');
    expect(state().balance).toBe(50);
    expect(state().bets).toEqual([{ kind: 'high', amount: 100 }]);
  });

  it('locks the table while the wheel turns', async () => {
    let answer: (value: RoundAnswer) => void = () => undefined;
    const bets: RouletteBet[] = [{ kind: 'red', amount: 100 }];
    const { controller, state } = controllerWith({
      spin: () => new Promise<RoundAnswer>((resolve) => (answer = resolve)),
    });
    controller.setChip(100);
    controller.place({ kind: 'red' });
    controller.pressSpin();
    controller.place({ kind: 'black' });
    controller.undo();
    controller.clear();
    expect(state().bets).toEqual(bets);
    answer(rouletteAnswer(bets, 3));
    await vi.waitFor(() => expect(state().spinning?.number).toBe(3));
    controller.spinLanded(state().spinning?.id as number);
    expect(state().result?.winningKeys).toEqual(['red']);
  });
});
