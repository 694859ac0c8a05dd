import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import type { WithdrawalMethod } from '@casino/contracts';
import {
  withdrawalErrorsFromDetails,
  withdrawalResolver,
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
const options: ResolverOptions<WithdrawalValues> = { fields: {}, shouldUseNativeValidation: false };

/** The resolver's answer for €50.00 of real money: the request, or each field's translation key. */
async function check(method: WithdrawalMethod, values: WithdrawalValues) {
  const result = await withdrawalResolver(method, 'EUR', 5000)(values, undefined, options);
  const problems = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
  return Object.keys(problems).length > 0 ? { problems } : { request: result.values };
}

describe('withdrawal account fields, validated by what they are (withdrawalRequestSchema)', () => {
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
  ] as const)('bank: %s %j → %s', async (field, value, problem) => {
    const { problems } = await check('bank', { ...bank, [field]: value });
    expect(problems?.[field] ?? null).toBe(problem);
  });

  it.each([
    [ETHEREUM_ADDRESS, null],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', null],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', null],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'validation.walletAddressChecksum'],
    ['bc1qxyz', 'validation.walletAddressFormat'],
    ['', 'validation.required'],
  ] as const)('crypto: wallet address %j → %s', async (walletAddress, problem) => {
    const { problems } = await check('crypto', { ...empty, walletAddress, amount: '20' });
    expect(problems?.walletAddress ?? null).toBe(problem);
  });
});

describe('the withdrawal amount: real money only', () => {
  it.each([
    ['', 'validation.required'],
    ['0', 'cashier.amount.positive'],
    ['12.345', 'cashier.amount.positive'],
    ['20.00'.padStart(21, '0'), 'cashier.amount.positive'],
    ['50.01', 'apiErrors.insufficient_funds'],
  ])('%j → %s', async (amount, problem) => {
    expect(await check('bank', { ...bank, amount })).toEqual({ problems: { amount: problem } });
  });

  it('takes up to 20 characters (§5), within the real money available', async () => {
    expect(await check('bank', { ...bank, amount: '20.00'.padStart(20, '0') })).toMatchObject({
      request: { amount: 2000 },
    });
  });
});

describe('the request the form sends', () => {
  it('bank: account and holder name are required, every problem at once', async () => {
    expect(await check('bank', empty)).toEqual({
      problems: {
        account: 'validation.required',
        cardHolderName: 'validation.required',
        amount: 'validation.required',
      },
    });
  });

  it('bank: the account fields trimmed, the IBAN as typed, the amount in minor units', async () => {
    expect(await check('bank', { ...bank, cardHolderName: ' Ana Popescu ' })).toEqual({
      request: { method: 'bank', account: GERMAN_IBAN, cardHolderName: 'Ana Popescu', amount: 2000 },
    });
  });

  it('crypto: only the wallet address, bank fields ignored', async () => {
    const values = { ...empty, account: '!!!', walletAddress: ETHEREUM_ADDRESS, amount: '50' };
    expect(await check('crypto', values)).toEqual({
      request: { method: 'crypto', walletAddress: ETHEREUM_ADDRESS, amount: 5000 },
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
