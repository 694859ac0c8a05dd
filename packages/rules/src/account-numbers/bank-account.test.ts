import { describe, expect, it } from 'vitest';
import { bankAccountKind, bankAccountProblem, compactBankAccount } from './bank-account.ts';

describe('bank account: an IBAN or a card number', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', 'iban'],
    ['gb82 west 1234 5698 7654 32', 'iban'],
    ['4111 1111 1111 1111', 'card'],
    ['#123', null],
  ])('%s is read as %s', (text, kind) => {
    expect(bankAccountKind(text)).toBe(kind);
  });

  it.each([
    ['DE89 3704 0044 0532 0130 00', null],
    ['5555 5555 5555 4444', null],
    ['DE89 3704 0044 0532 0130 01', 'ibanChecksum'],
    ['DE89 3704 0044 0532', 'ibanLength'],
    ['XX89 3704 0044 0532 0130 00', 'ibanCountry'],
    ['4111 1111 1111 1112', 'cardChecksum'],
    ['4111 1111', 'cardLength'],
    ['DE!!', 'format'],
    ['-', 'format'],
  ])('%s → %s', (text, problem) => {
    expect(bankAccountProblem(text)).toBe(problem);
  });

  it('stores the electronic form: no spaces, an IBAN in upper case', () => {
    expect(compactBankAccount('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(compactBankAccount('4111 1111 1111 1111')).toBe('4111111111111111');
  });
});
