import {
  ACCOUNT_HOLDER_NAME_MAX_LENGTH,
  BANK_ACCOUNT_INPUT_MAX_LENGTH,
  FREE_TEXT_PATTERN,
  WALLET_ADDRESS_MAX_LENGTH,
  WITHDRAWAL_VALUE_MAX_LENGTH,
  bankAccountProblem,
  walletAddressProblem,
} from '@casino/rules';
import {
  BANK_ACCOUNT_MESSAGES,
  WALLET_ADDRESS_MESSAGES,
  type ErrorBody,
  type WithdrawalMethod,
} from '@casino/contracts';
import { checkAmount, AMOUNT_PROBLEM_KEYS } from './amount-rules.ts';

/** §3 withdrawal form fields besides the amount. */
export const WITHDRAWAL_TEXT_FIELDS = ['account', 'cardHolderName', 'walletAddress'] as const;
export type WithdrawalTextField = (typeof WITHDRAWAL_TEXT_FIELDS)[number];
export type WithdrawalField = WithdrawalTextField | 'amount';
export type WithdrawalValues = Record<WithdrawalField, string>;
export type WithdrawalErrors = Partial<Record<WithdrawalField, string>>;

/**
 * The text fields each method shows, all required. There is no wallet tag: none of the networks paid to
 * (Bitcoin, Ethereum) uses one, and the server refuses a tag for them.
 */
export const WITHDRAWAL_FIELDS: Record<WithdrawalMethod, readonly WithdrawalTextField[]> = {
  bank: ['account', 'cardHolderName'],
  crypto: ['walletAddress'],
};

/** The server's rules for each value (contracts: withdrawalRequestSchema), as translation keys. */
const TEXT_RULES: Record<
  WithdrawalTextField,
  { maxLength: number; problem: (text: string) => string | null }
> = {
  account: {
    maxLength: BANK_ACCOUNT_INPUT_MAX_LENGTH,
    problem: (text) => {
      const problem = bankAccountProblem(text);
      return problem && BANK_ACCOUNT_MESSAGES[problem];
    },
  },
  cardHolderName: {
    maxLength: ACCOUNT_HOLDER_NAME_MAX_LENGTH,
    problem: (text) => (FREE_TEXT_PATTERN.test(text) ? null : 'validation.invalidCharacters'),
  },
  walletAddress: {
    maxLength: WALLET_ADDRESS_MAX_LENGTH,
    problem: (text) => {
      const problem = walletAddressProblem(text);
      return problem && WALLET_ADDRESS_MESSAGES[problem];
    },
  },
};

/** The translation key of what is wrong with one text value, or null. */
export function withdrawalTextProblem(field: WithdrawalTextField, value: string): string | null {
  const text = value.trim();
  if (text === '') return 'validation.required';
  const rule = TEXT_RULES[field];
  if (text.length > rule.maxLength) return 'validation.tooLong';
  return rule.problem(text);
}

type AmountOutcome = { minor: number; problem: null } | { minor: null; problem: string };

/** §5: the withdrawal amount as typed, at most 20 characters, of at most the real money available. */
function withdrawalAmount(value: string, currency: string, availableReal: number): AmountOutcome {
  const amount = checkAmount(value, currency, undefined, WITHDRAWAL_VALUE_MAX_LENGTH);
  if (!amount.ok) return { minor: null, problem: AMOUNT_PROBLEM_KEYS[amount.problem] };
  if (amount.minor > availableReal) return { minor: null, problem: 'apiErrors.insufficient_funds' };
  return { minor: amount.minor, problem: null };
}

/** What is wrong with one field as it stands (checked as the player leaves or corrects it), or null. */
export function withdrawalFieldProblem(
  field: WithdrawalField,
  values: WithdrawalValues,
  currency: string,
  availableReal: number,
): string | null {
  if (field === 'amount') return withdrawalAmount(values.amount, currency, availableReal).problem;
  return withdrawalTextProblem(field, values[field]);
}

export type WithdrawalCheck =
  | { ok: true; amount: number; texts: Partial<Record<WithdrawalTextField, string>> }
  | { ok: false; errors: WithdrawalErrors };

/**
 * The whole form (§3, §5): the method's account fields by what they are (an IBAN or card number, a Bitcoin or
 * Ethereum address, the holder's name) and a positive amount of at most the available real money
 * (withdrawals are paid from real money only). Errors are translation keys.
 */
export function checkWithdrawal(
  method: WithdrawalMethod,
  values: WithdrawalValues,
  currency: string,
  availableReal: number,
): WithdrawalCheck {
  const errors: WithdrawalErrors = {};
  const texts: Partial<Record<WithdrawalTextField, string>> = {};
  for (const field of WITHDRAWAL_FIELDS[method]) {
    const problem = withdrawalTextProblem(field, values[field]);
    if (problem) errors[field] = problem;
    else texts[field] = values[field].trim();
  }
  const amount = withdrawalAmount(values.amount, currency, availableReal);
  if (amount.problem !== null) errors.amount = amount.problem;
  if (amount.minor === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, amount: amount.minor, texts };
}

type ErrorDetail = NonNullable<ErrorBody['error']['details']>[number];

/** The field errors of a `validation_failed` answer (paths like 'body/account') for the fields the form shows. */
export function withdrawalErrorsFromDetails(
  method: WithdrawalMethod,
  details: readonly ErrorDetail[],
): WithdrawalErrors {
  const shown: readonly WithdrawalField[] = [...WITHDRAWAL_FIELDS[method], 'amount'];
  const errors: WithdrawalErrors = {};
  for (const detail of details) {
    const field = shown.find((name) => detail.path === `body/${name}`);
    if (field && errors[field] === undefined) errors[field] = detail.message;
  }
  return errors;
}
