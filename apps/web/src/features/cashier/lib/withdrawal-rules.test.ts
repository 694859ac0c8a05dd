import { describe, expect, it } from 'vitest';
import { checkWithdrawal, withdrawalTextProblem, type WithdrawalValues } from './withdrawal-rules.ts';

const empty: WithdrawalValues = {
  account: '',
  cardHolderName: '',
  walletAddress: '',
  walletTag: '',
  amount: '',
};
const bank: WithdrawalValues = {
  ...empty,
  account: 'DE89370400440532',
  cardHolderName: 'Ana Popescu',
  amount: '20',
};

describe('withdrawalTextProblem (§3 form values, at most 20 characters)', () => {
  it.each([
    ['', true, 'validation.required'],
    ['   ', true, 'validation.required'],
    ['', false, null],
    ['A'.repeat(20), true, null],
    ['A'.repeat(21), true, 'validation.tooLong'],
    ['Ana <script>', true, 'validation.invalidCharacters'],
    ['Zoë O’Neil', true, 'validation.invalidCharacters'],
    ["Zoë O'Neil-Ionescu", true, null],
    ['bc1q/xy_z.9', true, null],
  ] as const)('%j (required %s) → %s', (value, required, problem) => {
    expect(withdrawalTextProblem(value, required)).toBe(problem);
  });
});

describe('checkWithdrawal', () => {
  it('bank: account and card holder are required; the amount is real money within the balance', () => {
    expect(checkWithdrawal('bank', empty, 'EUR', 5000)).toEqual({
      ok: false,
      errors: {
        account: 'validation.required',
        cardHolderName: 'validation.required',
        amount: 'validation.required',
      },
    });
    expect(checkWithdrawal('bank', bank, 'EUR', 5000)).toEqual({
      ok: true,
      amount: 2000,
      texts: { account: 'DE89370400440532', cardHolderName: 'Ana Popescu' },
    });
  });

  it.each([
    ['0', 'cashier.amount.positive'],
    ['12.345', 'cashier.amount.positive'],
    ['50.01', 'apiErrors.insufficient_funds'],
  ])('amount %j → %s', (amount, problem) => {
    expect(checkWithdrawal('bank', { ...bank, amount }, 'EUR', 5000)).toEqual({
      ok: false,
      errors: { amount: problem },
    });
  });

  it('crypto: the wallet address is required, the tag optional, bank fields ignored', () => {
    const values = { ...empty, account: '!!!', walletAddress: 'bc1qxyz', amount: '50' };
    expect(checkWithdrawal('crypto', values, 'EUR', 5000)).toEqual({
      ok: true,
      amount: 5000,
      texts: { walletAddress: 'bc1qxyz' },
    });
    expect(
      checkWithdrawal('crypto', { ...values, walletAddress: '', walletTag: 'T'.repeat(21) }, 'EUR', 5000),
    ).toEqual({
      ok: false,
      errors: { walletAddress: 'validation.required', walletTag: 'validation.tooLong' },
    });
  });
});
