import { useState } from 'react';
import type { WithdrawalMethod } from '@casino/contracts';
import {
  checkWithdrawal,
  withdrawalFieldProblem,
  WITHDRAWAL_FIELDS,
  type WithdrawalCheck,
  type WithdrawalErrors,
  type WithdrawalField,
  type WithdrawalValues,
} from './withdrawal-rules.ts';

const EMPTY: WithdrawalValues = { account: '', cardHolderName: '', walletAddress: '', amount: '' };

/**
 * The withdrawal form's values and errors. A field is checked when the player leaves it with something typed,
 * then on every change, so its error shows as soon as a value is left wrong and goes as soon as it is
 * corrected. An empty field is flagged only when the form is sent, not while the player tabs through it.
 */
export function useWithdrawalValues(method: WithdrawalMethod, currency: string, availableReal: number) {
  const [values, setValues] = useState<WithdrawalValues>(EMPTY);
  const [errors, setErrors] = useState<WithdrawalErrors>({});
  const [checked, setChecked] = useState<ReadonlySet<WithdrawalField>>(new Set());

  const show = (field: WithdrawalField, from: WithdrawalValues) => {
    const problem = withdrawalFieldProblem(field, from, currency, availableReal);
    setErrors(({ [field]: _previous, ...others }) => (problem ? { ...others, [field]: problem } : others));
  };

  return {
    values,
    errors,

    change(field: WithdrawalField, value: string) {
      const next = { ...values, [field]: value };
      setValues(next);
      if (checked.has(field)) show(field, next);
    },

    leave(field: WithdrawalField) {
      if (values[field].trim() === '') return;
      setChecked((current) => new Set(current).add(field));
      show(field, values);
    },

    /** Checks the whole form and shows every problem; the request's values when there is none. */
    check(): WithdrawalCheck {
      const result = checkWithdrawal(method, values, currency, availableReal);
      setChecked(new Set([...WITHDRAWAL_FIELDS[method], 'amount']));
      setErrors(result.ok ? {} : result.errors);
      return result;
    },

    /** Shows what the server refused under the fields it names. */
    refused(fields: WithdrawalErrors) {
      setErrors((current) => ({ ...current, ...fields }));
    },

    reset() {
      setValues(EMPTY);
      setErrors({});
      setChecked(new Set());
    },
  };
}
