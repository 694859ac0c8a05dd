import { describe, expect, it } from 'vitest';
import {
  checkWithdrawal,
  withdrawalErrorsFromDetails,
  withdrawalFieldProblem,
  withdrawalTextProblem,
  type WithdrawalValues,
} from './withdrawal-rules.ts';

const GERMAN_IBAN = 'DE89 3704 0044 0532 0130 00';
const ETHEREUM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const empty: WithdrawalValues = { account: '', cardHolderName: '', walletAddress: '', amount: '' };
const bank: WithdrawalValues = {
  ...empty,
  account: GERMAN_IBAN,
  cardHolderName: 'Ana Popescu',
  amount: '20',
};

describe('withdrawal account fields, validated by what they are', () => {
  it.each([
    ['account', GERMAN_IBAN, null],
    ['account', ' GB82 WEST 1234 5698 7654 32 ', null],
    ['account', '4111 1111 1111 1111', null],
    ['account', '', 'validation.required'],
    ['account', 'DE89 3704 0044 0532 0130 01', 'validation.ibanChecksum'],
    ['account', 'DE89 3704 0044 0532', 'validation.ibanLength'],
    ['account', '4111 1111 1111 1112', 'validation.cardNumberChecksum'],
    ['account', 'my bank', 'validation.bankAccountFormat'],
    ['account', `DE89${' 0000'.repeat(10)}`, 'validation.tooLong'],
    ['cardHolderName', 'Maximilian Schwarzenberger-Łukasiewicz', null],
    ['cardHolderName', '   ', 'validation.required'],
    ['cardHolderName', 'Ana <script>', 'validation.invalidCharacters'],
    ['walletAddress', ETHEREUM_ADDRESS, null],
    ['walletAddress', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', null],
    ['walletAddress', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', null],
    ['walletAddress', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'validation.walletAddressChecksum'],
    ['walletAddress', 'bc1qxyz', 'validation.walletAddressFormat'],
  ] as const)('%s %j → %s', (field, value, problem) => {
    expect(withdrawalTextProblem(field, value)).toBe(problem);
  });

  it('the amount takes up to 20 characters (§5), within the real money available', () => {
    const amount = (typed: string) =>
      withdrawalFieldProblem('amount', { ...bank, amount: typed }, 'EUR', 5000);
    expect(amount('20.00'.padStart(20, '0'))).toBeNull();
    expect(amount('20.00'.padStart(21, '0'))).toBe('cashier.amount.positive');
    expect(amount('50.01')).toBe('apiErrors.insufficient_funds');
  });
});

describe('checkWithdrawal', () => {
  it('bank: account and holder name are required; the amount is real money within the balance', () => {
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
      texts: { account: GERMAN_IBAN, cardHolderName: 'Ana Popescu' },
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

  it('crypto: only the wallet address, bank fields ignored', () => {
    const values = { ...empty, account: '!!!', walletAddress: ETHEREUM_ADDRESS, amount: '50' };
    expect(checkWithdrawal('crypto', values, 'EUR', 5000)).toEqual({
      ok: true,
      amount: 5000,
      texts: { walletAddress: ETHEREUM_ADDRESS },
    });
    expect(checkWithdrawal('crypto', { ...values, walletAddress: '' }, 'EUR', 5000)).toEqual({
      ok: false,
      errors: { walletAddress: 'validation.required' },
    });
  });
});

describe("the server's field errors", () => {
  it('go under the fields the form shows', () => {
    const details = [
      { path: 'body/account', message: 'validation.ibanChecksum' },
      { path: 'body/walletTag', message: 'validation.walletTagNotUsed' },
      { path: 'body/amount', message: 'apiErrors.amount_above_maximum' },
    ];
    expect(withdrawalErrorsFromDetails('bank', details)).toEqual({
      account: 'validation.ibanChecksum',
      amount: 'apiErrors.amount_above_maximum',
    });
  });
});
