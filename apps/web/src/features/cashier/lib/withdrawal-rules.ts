import type { Resolver } from 'react-hook-form';
import { WITHDRAWAL_VALUE_MAX_LENGTH } from '@casino/rules';
import type { ErrorBody, WithdrawalMethod, WithdrawalRequest } from '@casino/contracts';
import { amountError, checkAmount } from './amount-rules.ts';
import { withdrawalFormSchema } from './request-schemas.ts';
import { schemaErrors } from './schema-errors.ts';

/** §3 withdrawal form fields besides the amount. */
export const WITHDRAWAL_TEXT_FIELDS = ['account', 'cardHolderName', 'walletAddress'] as const;
export type WithdrawalTextField = (typeof WITHDRAWAL_TEXT_FIELDS)[number];
export type WithdrawalField = WithdrawalTextField | 'amount';
/** The withdrawal form as its controls hold it. */
export type WithdrawalValues = Record<WithdrawalField, string>;
export type WithdrawalErrors = Partial<Record<WithdrawalField, string>>;
/** What a withdrawal is made of, without its idempotency key. */
export type WithdrawalRequestValues = Omit<WithdrawalRequest, 'idempotencyKey'>;

/**
 * The text fields each method shows, all required. There is no wallet tag: none of the networks paid to
 * (Bitcoin, Ethereum) uses one, and the server refuses a tag for them.
 */
export const WITHDRAWAL_FIELDS: Record<WithdrawalMethod, readonly WithdrawalTextField[]> = {
  bank: ['account', 'cardHolderName'],
  crypto: ['walletAddress'],
};

/** What an amount above the real money available reads as. */
const AMOUNT_OVER_BALANCE = 'apiErrors.insufficient_funds';

/**
 * The whole form (§3, §5) by the contract's withdrawalRequestSchema: the method's account fields by what they
 * are (an IBAN or card number, a Bitcoin or Ethereum address, the holder's name), and a positive amount as typed
 * of at most the available real money (withdrawals are paid from real money only). Errors are translation keys.
 */
export function withdrawalResolver(
  method: WithdrawalMethod,
  currency: string,
  availableReal: number,
): Resolver<WithdrawalValues, unknown, WithdrawalRequestValues> {
  return (values) => {
    const amount = checkAmount(values.amount, currency, undefined, WITHDRAWAL_VALUE_MAX_LENGTH);
    const overBalance = amount.ok && amount.minor > availableReal;
    const texts = Object.fromEntries(WITHDRAWAL_FIELDS[method].map((field) => [field, values[field]]));
    const parsed = withdrawalFormSchema.safeParse({
      method,
      ...texts,
      amount: amount.ok && !overBalance ? amount.minor : undefined,
    });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors = schemaErrors(parsed.error.issues, [...WITHDRAWAL_FIELDS[method], 'amount']);
    if (!amount.ok) errors.amount = amountError(amount.problem);
    else if (overBalance) errors.amount = { type: 'max', message: AMOUNT_OVER_BALANCE };
    return { values: {}, errors };
  };
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
