import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundAnswer } from '../api/round-answer.ts';
import { StudioApiError } from '../api/studio-request.ts';
import type { GameEffects } from '../game/game-store.ts';
import { sessionView } from '../test-support/fixtures.ts';
import { createAutoBet, type AutoBet } from './auto-bet.ts';
import type { AutoBetSettings } from './auto-bet-rules.ts';
import { createDiceController, type DiceApi, type DiceController } from './dice-controller.ts';
import { DICE_RULES, diceAnswer } from './dice-fixtures.ts';

const BET = 100;

const effects: GameEffects = {
  onBalance: () => undefined,
  onRoundStart: () => undefined,
  onRoundResult: () => undefined,
  onInsufficientFunds: () => undefined,
  onFatal: () => undefined,
  sound: () => undefined,
};

const settings = (overrides: Partial<AutoBetSettings> = {}): AutoBetSettings => ({
  rolls: 10,
  stopOnProfit: null,
  stopOnLoss: null,
  stopOnWin: null,
  ...overrides,
});

const win = (payout: number, balance: number | null) => diceAnswer({ won: true, payout }, balance);
const loss = (balance: number) => diceAnswer({ won: false, payout: 0 }, balance);

let running: { dice: DiceController; auto: AutoBet }[] = [];
afterEach(() => {
  for (const { dice, auto } of running) {
    auto.dispose();
    dice.dispose();
  }
  running = [];
});

/**
 * A dice session whose server answers the rolls in `answers` in turn (a function answers by throwing), with the
 * counter landing each roll as soon as it is known and no pause between rolls.
 */
function session(answers: readonly (RoundAnswer | (() => never))[], balance = 10_000) {
  let call = 0;
  const roll = vi.fn<DiceApi['roll']>(async () => {
    const answer = answers[call++];
    if (answer === undefined) throw new Error('more rolls than expected');
    return typeof answer === 'function' ? answer() : answer;
  });
  const dice = createDiceController({
    session: { balance },
    rules: DICE_RULES,
    bets: sessionView().bets,
    api: { roll, resetDemo: () => Promise.reject(new Error('not expected')) },
    effects,
  });
  dice.subscribe(() => {
    const rolling = dice.getSnapshot().rolling;
    if (rolling?.roll != null) dice.rollLanded(rolling.id);
  });
  const auto = createAutoBet(dice, (action) => {
    const timer = setTimeout(action, 0);
    return () => clearTimeout(timer);
  });
  running.push({ dice, auto });
  const ended = () => vi.waitFor(() => expect(auto.getSnapshot().running).toBe(false));
  return { dice, auto, roll, ended };
}

describe('auto-bet', () => {
  it('plays the number of rolls asked, at the bet of the screen, then stops', async () => {
    const { auto, roll, ended } = session([loss(9_900), win(300, 10_100), loss(10_000)]);
    auto.start(settings({ rolls: 3 }));
    expect(auto.getSnapshot()).toMatchObject({ running: true, rolls: 3 });
    await ended();
    expect(roll).toHaveBeenCalledTimes(3);
    expect(roll.mock.calls.map(([request]) => request.bet)).toEqual([BET, BET, BET]);
    expect(auto.getSnapshot()).toMatchObject({ stopped: 'rolls', progress: { played: 3, profit: 0 } });
  });

  it('stops once the profit reaches the target', async () => {
    const { auto, roll, ended } = session([win(150, 10_050), loss(9_950), win(250, 10_100), loss(10_000)]);
    auto.start(settings({ stopOnProfit: 100 }));
    await ended();
    expect(roll).toHaveBeenCalledTimes(3);
    expect(auto.getSnapshot()).toMatchObject({ stopped: 'profit', progress: { played: 3, profit: 100 } });
  });

  it('stops once the loss reaches the limit', async () => {
    const { auto, roll, ended } = session([loss(9_900), loss(9_800), loss(9_700), loss(9_600)]);
    auto.start(settings({ stopOnLoss: 250 }));
    await ended();
    expect(roll).toHaveBeenCalledTimes(3);
    expect(auto.getSnapshot()).toMatchObject({ stopped: 'loss', progress: { played: 3, profit: -300 } });
  });

  it('stops after a single win of at least the amount set', async () => {
    const { auto, roll, ended } = session([win(150, 10_050), win(400, 10_350), loss(10_250)]);
    auto.start(settings({ stopOnWin: 400 }));
    await ended();
    expect(roll).toHaveBeenCalledTimes(2);
    expect(auto.getSnapshot()).toMatchObject({ stopped: 'win', progress: { played: 2, profit: 350 } });
  });

  it('stops before a roll the balance cannot cover, without asking the server', async () => {
    const { auto, roll, ended } = session([loss(50)], 150);
    auto.start(settings());
    await ended();
    expect(roll).toHaveBeenCalledTimes(1);
    expect(auto.getSnapshot()).toMatchObject({ stopped: 'funds', progress: { played: 1 } });
  });

  it('stops at once when the server refuses the stake for lack of money', async () => {
    const refused = (): never => {
      throw new StudioApiError('INSUFFICIENT_FUNDS', 402, 'no money', 40);
    };
    const { dice, auto, roll, ended } = session([loss(9_900), refused, loss(9_800)]);
    auto.start(settings());
    await ended();
    expect(roll).toHaveBeenCalledTimes(2);
    expect(auto.getSnapshot()).toMatchObject({ stopped: 'funds', progress: { played: 1 } });
    expect(dice.getSnapshot().notice?.key).toBe('insufficientFunds');
  });

  it('stops at once on any other failure', async () => {
    const failed = (): never => {
      throw new StudioApiError('WALLET_REFUSED', 409, 'refused');
    };
    const { auto, roll, ended } = session([failed, loss(9_900)]);
    auto.start(settings());
    await ended();
    expect(roll).toHaveBeenCalledTimes(1);
    expect(auto.getSnapshot()).toMatchObject({ stopped: 'error', progress: { played: 0 } });
  });

  it('stops when a win is still being credited', async () => {
    const { auto, roll, ended } = session([win(300, null), loss(9_900)]);
    auto.start(settings());
    await ended();
    expect(roll).toHaveBeenCalledTimes(1);
    expect(auto.getSnapshot()).toMatchObject({ stopped: 'error', progress: { played: 1, profit: 200 } });
  });

  it('lets the roll under way land when Stop is pressed, then plays no more', async () => {
    let answer: (value: RoundAnswer) => void = () => undefined;
    const pending = new Promise<RoundAnswer>((resolve) => (answer = resolve));
    const { dice, auto, roll, ended } = session([]);
    roll.mockImplementationOnce(() => pending);
    auto.start(settings());
    auto.stop();
    expect(auto.getSnapshot()).toMatchObject({ running: true, stopping: true });
    answer(win(300, 10_200));
    await ended();
    expect(roll).toHaveBeenCalledTimes(1);
    expect(auto.getSnapshot()).toMatchObject({ stopped: 'player', progress: { played: 1, profit: 200 } });
    expect(dice.getSnapshot().result?.won).toBe(true);
  });
});
