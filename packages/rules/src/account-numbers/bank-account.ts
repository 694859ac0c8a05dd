import { cardNumberProblem, compactCardNumber, type CardNumberProblem } from './card-number.ts';
import { compactIban, ibanProblem, type IbanProblem } from './iban.ts';

/**
 * The account a bank withdrawal is paid to: an IBAN or a payment card number, told apart by the first
 * characters (an IBAN starts with its two-letter country code, a card number with a digit).
 */
export type BankAccountKind = 'iban' | 'card';

export type BankAccountProblem =
  'format' | 'ibanCountry' | 'ibanLength' | 'ibanChecksum' | 'cardLength' | 'cardChecksum';

/** The longest account text accepted as typed: a 34-character IBAN in groups of four, with spaces. */
export const BANK_ACCOUNT_INPUT_MAX_LENGTH = 42;

/** The longest name of an account or card holder: room for a first and a last name together. */
export const ACCOUNT_HOLDER_NAME_MAX_LENGTH = 100;

const IBAN_PROBLEMS: Record<IbanProblem, BankAccountProblem> = {
  format: 'format',
  country: 'ibanCountry',
  length: 'ibanLength',
  checksum: 'ibanChecksum',
};
const CARD_PROBLEMS: Record<CardNumberProblem, BankAccountProblem> = {
  length: 'cardLength',
  checksum: 'cardChecksum',
};

export function bankAccountKind(text: string): BankAccountKind | null {
  if (/^[A-Za-z]{2}/.test(text)) return 'iban';
  if (/^\d/.test(text)) return 'card';
  return null;
}

/** What is wrong with an IBAN or card number as typed (spaces allowed); null when it is valid. */
export function bankAccountProblem(text: string): BankAccountProblem | null {
  const kind = bankAccountKind(text);
  if (kind === null) return 'format';
  if (kind === 'card') {
    const problem = cardNumberProblem(text);
    return problem && CARD_PROBLEMS[problem];
  }
  const problem = ibanProblem(text);
  return problem && IBAN_PROBLEMS[problem];
}

/** The account in its electronic form, as it is stored and paid to: no spaces, an IBAN in upper case. */
export function compactBankAccount(text: string): string {
  return bankAccountKind(text) === 'iban' ? compactIban(text) : compactCardNumber(text);
}
