import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalMethod } from '@casino/contracts';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { formatMoney, useShortBalance } from '../../wallet/index.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { useIdempotencyKey } from '../lib/idempotency.ts';
import {
  checkWithdrawal,
  WITHDRAWAL_FIELDS,
  type WithdrawalErrors,
  type WithdrawalValues,
} from '../lib/withdrawal-rules.ts';
import { AmountField } from './amount-field.tsx';
import styles from './cashier.module.css';

const EMPTY: WithdrawalValues = {
  account: '',
  cardHolderName: '',
  walletAddress: '',
  walletTag: '',
  amount: '',
};

/**
 * Withdrawal (§3): the method's fields and an amount of real money. Verified players only; others are told
 * why and led to the verification page. The amount is held at once and shows as pending in the history.
 */
export function WithdrawalForm({ method }: { method: WithdrawalMethod }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const balance = useShortBalance();
  const create = useCreateWithdrawal();
  const idempotency = useIdempotencyKey();
  const [values, setValues] = useState<WithdrawalValues>(EMPTY);
  const [errors, setErrors] = useState<WithdrawalErrors>({});
  const [failure, setFailure] = useState<{ text: string; verify: boolean } | null>(null);

  if (!balance.data) return <LoadState failed={balance.isError} onRetry={() => void balance.refetch()} />;
  const { currency, balanceMain: available } = balance.data;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFailure(null);
    const checked = checkWithdrawal(method, values, currency, available);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const request = { method, ...checked.texts, amount: checked.amount };
    create.mutate(
      { ...request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: () => {
          idempotency.reset();
          setValues(EMPTY);
          showToast({ kind: 'success', text: 'cashier.toasts.withdrawalRequested', translate: true });
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : null;
          if (code !== 'network') idempotency.reset();
          setFailure({ text: apiErrorMessage(t, error), verify: code === 'verification_required' });
        },
      },
    );
  };

  const set = (field: keyof WithdrawalValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t(`cashier.withdrawal.form.${method}`)}
    >
      <p className={styles.balance} data-testid="withdrawable-balance">
        {t('cashier.withdrawal.available', { amount: formatMoney(available, currency) })}
      </p>
      {WITHDRAWAL_FIELDS[method].fields.map((field) => (
        <TextField
          key={field}
          label={t(`cashier.withdrawal.fields.${field}`)}
          name={field}
          autoComplete="off"
          value={values[field]}
          error={errors[field] ? t(errors[field]) : undefined}
          onChange={(event) => set(field)(event.target.value)}
        />
      ))}
      <AmountField
        value={values.amount}
        onChange={set('amount')}
        error={errors.amount ? t(errors.amount, { limit: '' }) : undefined}
      />
      <p className={styles.note}>{t('cashier.withdrawal.realMoneyOnly')}</p>
      <FormError>
        {failure ? (
          <>
            {failure.text}
            {failure.verify ? (
              <>
                {' '}
                <LinkButton variant="secondary" to={localize('/profile/verification')}>
                  {t('cashier.withdrawal.goToVerification')}
                </LinkButton>
              </>
            ) : null}
          </>
        ) : null}
      </FormError>
      <Button type="submit" fullWidth disabled={create.isPending}>
        {t(create.isPending ? 'cashier.withdrawal.submitting' : 'cashier.withdrawal.submit')}
      </Button>
    </form>
  );
}
