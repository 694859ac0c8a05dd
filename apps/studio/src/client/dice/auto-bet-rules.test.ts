import { describe, expect, it } from 'vitest';
import { afterRoll, MAX_AUTO_ROLLS, NO_PROGRESS, readAutoBetForm } from './auto-bet-rules.ts';

describe('the auto-bet form', () => {
  it('reads the rolls and the optional stops as amounts', () => {
    expect(readAutoBetForm({ rolls: '25', profit: '5', loss: '2,50', win: '' }, 'EUR')).toEqual({
      settings: { rolls: 25, stopOnProfit: 500, stopOnLoss: 250, stopOnWin: null },
      invalid: [],
    });
  });

  it('names every field that is not right', () => {
    expect(readAutoBetForm({ rolls: '0', profit: '0', loss: '1.234', win: 'x' }, 'EUR')).toEqual({
      settings: null,
      invalid: ['rolls', 'profit', 'loss', 'win'],
    });
    expect(
      readAutoBetForm({ rolls: String(MAX_AUTO_ROLLS + 1), profit: '', loss: '', win: '' }, 'EUR'),
    ).toMatchObject({ invalid: ['rolls'] });
    expect(readAutoBetForm({ rolls: '2.5', profit: '', loss: '', win: '' }, 'EUR')).toMatchObject({
      invalid: ['rolls'],
    });
  });
});

describe('the stop conditions', () => {
  const none = { rolls: 5, stopOnProfit: null, stopOnLoss: null, stopOnWin: null };

  it('count the rolls and the profit', () => {
    const first = afterRoll(none, NO_PROGRESS, { stake: 100, payout: 0 });
    expect(first).toEqual({ progress: { played: 1, profit: -100 }, stop: null });
    expect(afterRoll(none, { played: 4, profit: 0 }, { stake: 100, payout: 0 }).stop).toBe('rolls');
  });

  it('stop on a profit or a loss reaching the amount, or one win reaching its amount', () => {
    expect(
      afterRoll({ ...none, stopOnProfit: 200 }, { played: 1, profit: 0 }, { stake: 100, payout: 300 }).stop,
    ).toBe('profit');
    expect(
      afterRoll({ ...none, stopOnLoss: 200 }, { played: 1, profit: -100 }, { stake: 100, payout: 0 }).stop,
    ).toBe('loss');
    expect(
      afterRoll({ ...none, stopOnLoss: 200 }, { played: 1, profit: -50 }, { stake: 100, payout: 0 }).stop,
    ).toBe(null);
    expect(afterRoll({ ...none, stopOnWin: 300 }, NO_PROGRESS, { stake: 100, payout: 300 }).stop).toBe('win');
    expect(afterRoll({ ...none, stopOnWin: 300 }, NO_PROGRESS, { stake: 100, payout: 299 }).stop).toBe(null);
  });
});
