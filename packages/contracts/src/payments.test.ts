import { describe, expect, it } from 'vitest';
import { withdrawalRequestSchema } from './payments.ts';

/** The translation keys a failed parse reports, per field path. */
function messages(value: object): Record<string, string[]> {
  const result = withdrawalRequestSchema.safeParse({ amount: 1500, idempotencyKey: 'withdraw-1', ...value });
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const bank = { method: 'bank', cardHolderName: 'Anna Berg' };
const crypto = { method: 'crypto' };

describe('withdrawal request: accounts validated by what they are', () => {
  it.each([
    'DE89 3704 0044 0532 0130 00',
    'DE89370400440532013000',
    'fr14 2004 1010 0505 0001 3m02 606',
    'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
    '4111 1111 1111 1111',
  ])('bank: accepts the account %s', (account) => {
    expect(messages({ ...bank, account })).toEqual({});
  });

  it.each([
    ['DE89 3704 0044 0532 0130 01', 'validation.ibanChecksum'],
    ['DE89 3704 0044 0532', 'validation.ibanLength'],
    ['US64 SVBK US6S 3300 9673 86', 'validation.ibanCountry'],
    ['4111 1111 1111 1112', 'validation.cardNumberChecksum'],
    ['4111 1111', 'validation.cardNumberLength'],
    ['Sparkasse', 'validation.bankAccountFormat'],
    ['   ', 'validation.required'],
    [`DE89 ${'0'.repeat(40)}`, 'validation.tooLong'],
  ])('bank: the account %j → %s, the one message of the field', (account, message) => {
    expect(messages({ ...bank, account })).toEqual({ account: [message] });
  });

  it('bank: the holder name takes a long name of any script, not symbols', () => {
    expect(
      messages({
        ...bank,
        account: 'DE89370400440532013000',
        cardHolderName: 'Maximilian Schwarzenberger-Łukasiewicz',
      }),
    ).toEqual({});
    expect(messages({ ...bank, account: 'DE89370400440532013000', cardHolderName: 'Anna <b>' })).toEqual({
      cardHolderName: ['validation.invalidCharacters'],
    });
  });

  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xde709f2102306220921060314715629080e2fb77',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  ])('crypto: accepts the address %s', (walletAddress) => {
    expect(messages({ ...crypto, walletAddress })).toEqual({});
  });

  it.each([
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'validation.walletAddressChecksum'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'validation.walletAddressChecksum'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA', 'validation.walletAddressFormat'],
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'validation.walletAddressFormat'],
  ])('crypto: the address %s → %s', (walletAddress, message) => {
    expect(messages({ ...crypto, walletAddress })).toEqual({ walletAddress: [message] });
  });

  it('crypto: a wallet tag is refused, since neither Bitcoin nor Ethereum uses one', () => {
    expect(
      messages({ ...crypto, walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', walletTag: '42' }),
    ).toEqual({ walletTag: ['validation.walletTagNotUsed'] });
  });

  it("the method's fields are required", () => {
    expect(messages(bank)).toEqual({ account: ['validation.required'] });
    expect(messages(crypto)).toEqual({ walletAddress: ['validation.required'] });
  });
});
