import type { Resolver } from 'react-hook-form';
import { depositLimits, type CryptoAsset, type CryptoDepositRequest } from '@casino/contracts';
import type { PlayerCurrency } from '@casino/rules';
import { amountError, checkAmount } from './amount-rules.ts';
import { cryptoDepositFormSchema } from './request-schemas.ts';
import { schemaErrors } from './schema-errors.ts';

/** The crypto deposit form as its controls hold it. */
export interface CryptoDepositFormValues {
  asset: string;
  amount: string;
  /** The welcome offer's box: the player claims the deposit bonus (opt-in). */
  claimBonus: boolean;
}

/** What a crypto deposit is made of, without its idempotency key. */
export type CryptoDepositValues = Omit<CryptoDepositRequest, 'idempotencyKey'>;

/** The asset the form stands for: the chosen one while it is offered, else the first offered. */
export const chosenAsset = (assets: readonly CryptoAsset[], asset: string): CryptoAsset | undefined =>
  assets.find((offered) => offered === asset) ?? assets[0];

/**
 * The crypto deposit (§5): an offered asset and the amount as typed, in the player's currency within the §5
 * deposit limits, by the contract's cryptoDepositRequestSchema. Errors are translation keys.
 */
export function cryptoDepositResolver(
  assets: readonly CryptoAsset[],
  currency: PlayerCurrency,
): Resolver<CryptoDepositFormValues, unknown, CryptoDepositValues> {
  return (values) => {
    const amount = checkAmount(values.amount, currency, depositLimits(currency));
    const parsed = cryptoDepositFormSchema.safeParse({
      asset: chosenAsset(assets, values.asset),
      amount: amount.ok ? amount.minor : undefined,
      ...(values.claimBonus ? { claimBonus: true } : {}),
    });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors = schemaErrors(parsed.error.issues, ['asset', 'amount']);
    // The amount's own problem says more than the schema's 'required' for an amount that did not parse.
    if (!amount.ok) errors.amount = amountError(amount.problem);
    return { values: {}, errors };
  };
}
