import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import type { AmountLimits } from '@casino/contracts';
import type { Language } from '@casino/rules';
import { formatMoney } from '../../wallet/index.ts';

/**
 * The translated text of the amount field's error (a translation key, from `amountError` or the server), with
 * the limit it broke written as `language` writes money.
 */
export function amountErrorText(
  t: TFunction,
  language: Language,
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  currency: string,
  limits: Partial<AmountLimits> = {},
): string | undefined {
  if (!error?.message) return undefined;
  const limit =
    error.type === 'belowMinimum' ? limits.min : error.type === 'aboveMaximum' ? limits.max : undefined;
  return t(error.message, { limit: limit === undefined ? '' : formatMoney(limit, currency, language) });
}

/** 'Minimum €10.00, maximum €5,000.00' for the field's hint. */
export function limitsHint(t: TFunction, language: Language, currency: string, limits: AmountLimits): string {
  return t('cashier.amount.limits', {
    min: formatMoney(limits.min, currency, language),
    max: formatMoney(limits.max, currency, language),
  });
}
