import type { TFunction } from 'i18next';
import type { AmountLimits } from '@casino/contracts';
import type { Language } from '@casino/rules';
import { formatMoney } from '../../wallet/index.ts';
import { AMOUNT_PROBLEM_KEYS, type AmountProblem } from './amount-rules.ts';

/** The translated text of an amount problem, with the limit it broke written as `language` writes money. */
export function amountProblemText(
  t: TFunction,
  language: Language,
  problem: AmountProblem,
  currency: string,
  limits: Partial<AmountLimits>,
): string {
  const limit = problem === 'belowMinimum' ? limits.min : problem === 'aboveMaximum' ? limits.max : undefined;
  return t(AMOUNT_PROBLEM_KEYS[problem], {
    limit: limit === undefined ? '' : formatMoney(limit, currency, language),
  });
}

/** 'Minimum €10.00, maximum €5,000.00' for the field's hint. */
export function limitsHint(t: TFunction, language: Language, currency: string, limits: AmountLimits): string {
  return t('cashier.amount.limits', {
    min: formatMoney(limits.min, currency, language),
    max: formatMoney(limits.max, currency, language),
  });
}
