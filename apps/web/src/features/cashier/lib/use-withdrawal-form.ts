import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { WithdrawalMethod } from '@casino/contracts';
import {
  WITHDRAWAL_TEXT_FIELDS,
  withdrawalResolver,
  type WithdrawalErrors,
  type WithdrawalField,
  type WithdrawalRequestValues,
  type WithdrawalValues,
} from './withdrawal-rules.ts';

const EMPTY: WithdrawalValues = { account: '', cardHolderName: '', walletAddress: '', amount: '' };

/**
 * The withdrawal form. A field is checked when the player leaves it with something typed, then on every
 * change, so its error shows as soon as a value is left wrong and goes as soon as it is corrected. An empty
 * field is flagged only when the form is sent, not while the player tabs through it; after that every field is
 * checked as it changes.
 */
export function useWithdrawalForm(method: WithdrawalMethod, currency: string, availableReal: number) {
  const form = useForm<WithdrawalValues, unknown, WithdrawalRequestValues>({
    defaultValues: EMPTY,
    resolver: withdrawalResolver(method, currency, availableReal),
  });
  const left = useRef(new Set<WithdrawalField>());

  return {
    ...form,

    /** register() with the check as the player leaves the field. */
    field(name: WithdrawalField) {
      return form.register(name, {
        onChange: () => {
          if (left.current.has(name)) void form.trigger(name);
        },
        onBlur: () => {
          if (form.getValues(name).trim() === '') return;
          left.current.add(name);
          void form.trigger(name);
        },
      });
    },

    /** Shows what the server refused under the fields it names. */
    refused(fields: WithdrawalErrors) {
      for (const name of [...WITHDRAWAL_TEXT_FIELDS, 'amount'] as const) {
        const message = fields[name];
        if (message) form.setError(name, { type: 'server', message });
      }
    },

    /** Empties the form after a request was made. */
    clear() {
      left.current.clear();
      form.reset(EMPTY);
    },
  };
}
