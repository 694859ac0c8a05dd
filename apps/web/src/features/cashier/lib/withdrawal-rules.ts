import { WITHDRAWAL_VALUE_MAX_LENGTH } from '@casino/rules';
import type { WithdrawalMethod } from '@casino/contracts';
import { checkAmount, AMOUNT_PROBLEM_KEYS } from './amount-rules.ts';

/** §3 withdrawal form fields; the amount is checked by the amount rules. */
export const WITHDRAWAL_TEXT_FIELDS = ['account', 'cardHolderName', 'walletAddress', 'walletTag'] as const;
export type WithdrawalTextField = (typeof WITHDRAWAL_TEXT_FIELDS)[number];
export type WithdrawalValues = Record<WithdrawalTextField | 'amount', string>;
export type WithdrawalErrors = Partial<Record<WithdrawalTextField | 'amount', string>>;

/** Which text fields each method shows, and which of them must be filled (the wallet tag is optional). */
export const WITHDRAWAL_FIELDS: Record<
  WithdrawalMethod,
  { fields: readonly WithdrawalTextField[]; required: readonly WithdrawalTextField[] }
> = {
  bank: { fields: ['account', 'cardHolderName'], required: ['account', 'cardHolderName'] },
  crypto: { fields: ['walletAddress', 'walletTag'], required: ['walletAddress'] },
};

/** The server's character rule for withdrawal values (contracts: withdrawalRequestSchema). */
const WITHDRAWAL_TEXT_PATTERN = /^[\p{L}\p{N} .,'_/-]+$/u;

/** The translation key of what is wrong with one text value, or null. */
export function withdrawalTextProblem(value: string, required: boolean): string | null {
  const text = value.trim();
  if (text === '') return required ? 'validation.required' : null;
  if (text.length > WITHDRAWAL_VALUE_MAX_LENGTH) return 'validation.tooLong';
  if (!WITHDRAWAL_TEXT_PATTERN.test(text)) return 'validation.invalidCharacters';
  return null;
}

export type WithdrawalCheck =
  | { ok: true; amount: number; texts: Partial<Record<WithdrawalTextField, string>> }
  | { ok: false; errors: WithdrawalErrors };

/**
 * The whole form (§3, §5, §9): each shown value at most 20 characters of the allowed set, a positive amount of
 * at most the available real money (withdrawals are paid from real money only). Errors are translation keys.
 */
export function checkWithdrawal(
  method: WithdrawalMethod,
  values: WithdrawalValues,
  currency: string,
  availableReal: number,
): WithdrawalCheck {
  const errors: WithdrawalErrors = {};
  const texts: Partial<Record<WithdrawalTextField, string>> = {};
  const { fields, required } = WITHDRAWAL_FIELDS[method];
  for (const field of fields) {
    const problem = withdrawalTextProblem(values[field], required.includes(field));
    if (problem) errors[field] = problem;
    else if (values[field].trim() !== '') texts[field] = values[field].trim();
  }
  const amount = checkAmount(values.amount, currency);
  if (!amount.ok) errors.amount = AMOUNT_PROBLEM_KEYS[amount.problem];
  else if (amount.minor > availableReal) errors.amount = 'apiErrors.insufficient_funds';
  if (!amount.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, amount: amount.minor, texts };
}
