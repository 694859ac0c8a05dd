import type { FieldError } from 'react-hook-form';
import type { AmountLimits } from '@casino/contracts';
import { parseAmountToMinor } from '@casino/rules';

/** §9: an amount input holds at most 10 characters. */
export const AMOUNT_MAX_LENGTH = 10;

export type AmountProblem = 'required' | 'positive' | 'belowMinimum' | 'aboveMaximum';

export type AmountCheck = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/**
 * §5 amount rules, checked in the browser before any call: the amount pattern (digits, then an optional dot
 * or comma with at most two decimals), above zero, and within the limits when there are any (withdrawals
 * have a maximum of the available real balance only). A withdrawal amount may be longer (`maxLength`, §5).
 */
export function checkAmount(
  input: string,
  currency: string,
  limits?: Partial<AmountLimits>,
  maxLength: number = AMOUNT_MAX_LENGTH,
): AmountCheck {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'required' };
  const minor = text.length > maxLength ? null : parseAmountToMinor(text, currency);
  if (minor === null || minor <= 0) return { ok: false, problem: 'positive' };
  if (limits?.min !== undefined && minor < limits.min) return { ok: false, problem: 'belowMinimum' };
  if (limits?.max !== undefined && minor > limits.max) return { ok: false, problem: 'aboveMaximum' };
  return { ok: true, minor };
}

/** The translation key of a problem; the limit is passed to the text as `{{limit}}`. */
export const AMOUNT_PROBLEM_KEYS: Record<AmountProblem, string> = {
  required: 'validation.required',
  positive: 'cashier.amount.positive',
  belowMinimum: 'cashier.amount.belowMinimum',
  aboveMaximum: 'cashier.amount.aboveMaximum',
};

/** A problem as a form error: its translation key, and the problem as its type so the text can name the limit. */
export const amountError = (problem: AmountProblem): FieldError => ({
  type: problem,
  message: AMOUNT_PROBLEM_KEYS[problem],
});
