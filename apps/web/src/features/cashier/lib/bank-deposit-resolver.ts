import type { Resolver } from 'react-hook-form';
import { depositLimits, type AmountLimits, type PaymentMethod } from '@casino/contracts';
import type { PlayerCurrency } from '@casino/rules';
import { amountError, checkAmount } from './amount-rules.ts';
import { depositFormSchema } from './request-schemas.ts';
import { schemaErrors } from './schema-errors.ts';
import type { BankDepositValues } from './use-bank-deposit.ts';

/** The bank deposit form as its controls hold it. */
export interface BankDepositFormValues {
  methodId: string;
  amount: string;
  promoCode: string;
  /** The welcome offer's box: the player claims the deposit bonus (opt-in). */
  claimBonus: boolean;
}

/** The method the form stands for: the chosen one while the list offers it, else the first listed. */
export const chosenMethod = (
  methods: readonly PaymentMethod[],
  methodId: string,
): PaymentMethod | undefined => methods.find((method) => method.id === methodId) ?? methods[0];

/** A method's limits in the player's currency; the §5 deposit limits when it states none. */
export const methodLimits = (method: PaymentMethod | undefined, currency: PlayerCurrency): AmountLimits =>
  method?.limits[currency] ?? depositLimits(currency);

/**
 * The bank deposit (§5): the amount as typed (digits, a dot or comma and at most two decimals) within the
 * chosen method's limits, and the request by the contract's depositRequestSchema (an optional promo code of
 * letters, digits, '-' and '_'). Errors are translation keys.
 */
export function bankDepositResolver(
  methods: readonly PaymentMethod[],
  currency: PlayerCurrency,
): Resolver<BankDepositFormValues, unknown, BankDepositValues> {
  return (values) => {
    const method = chosenMethod(methods, values.methodId);
    const amount = checkAmount(values.amount, currency, methodLimits(method, currency));
    const promoCode = values.promoCode.trim();
    const parsed = depositFormSchema.safeParse({
      methodId: method?.id,
      amount: amount.ok ? amount.minor : undefined,
      ...(promoCode ? { promoCode } : {}),
      ...(values.claimBonus ? { claimBonus: true } : {}),
    });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors = schemaErrors(parsed.error.issues, ['methodId', 'amount', 'promoCode']);
    // The amount's own problem says more than the schema's 'required' for an amount that did not parse.
    if (!amount.ok) errors.amount = amountError(amount.problem);
    return { values: {}, errors };
  };
}
