import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { depositLimits, type PaymentMethod } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useCreateDeposit } from '../api/create-deposit.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { amountProblemText, limitsHint } from '../lib/amount-messages.ts';
import { checkAmount } from '../lib/amount-rules.ts';
import { useIdempotencyKey } from '../lib/idempotency.ts';
import { promoCodeProblem, readPromoCode, writePromoCode } from '../lib/promo-code.ts';
import { redirectTo } from '../lib/redirect.ts';
import { usePlayerCurrency } from '../lib/use-player-currency.ts';
import { AmountField } from './amount-field.tsx';
import styles from './cashier.module.css';

interface FieldErrors {
  amount?: string;
  promoCode?: string;
  form?: string;
}

/**
 * Deposit by bank (§5): a method, an amount within its limits and an optional promo code. The browser checks
 * the rules first; the server's answer is the provider's hosted page, where the browser goes next.
 */
export function BankDepositForm({ initialAmount = '' }: { initialAmount?: string }) {
  const { t } = useTranslation();
  const currency = usePlayerCurrency();
  const methods = usePaymentMethods();
  const create = useCreateDeposit();
  const idempotency = useIdempotencyKey();
  const [methodId, setMethodId] = useState<string | null>(null);
  const [amount, setAmount] = useState(initialAmount);
  const [promoCode, setPromoCode] = useState(readPromoCode);
  const [errors, setErrors] = useState<FieldErrors>({});

  const available = (methods.data?.items ?? []).filter(
    (method) => method.channel === 'bank' && method.limits[currency] !== undefined,
  );
  const method: PaymentMethod | undefined = available.find((item) => item.id === methodId) ?? available[0];
  const limits = method?.limits[currency] ?? depositLimits(currency);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!method || create.isPending) return;
    const checked = checkAmount(amount, currency, limits);
    const promoProblem = promoCodeProblem(promoCode);
    const next: FieldErrors = {};
    if (!checked.ok) next.amount = amountProblemText(t, checked.problem, currency, limits);
    if (promoProblem) next.promoCode = t(promoProblem);
    setErrors(next);
    if (!checked.ok || promoProblem) return;
    const code = promoCode.trim();
    const values = { methodId: method.id, amount: checked.minor, ...(code ? { promoCode: code } : {}) };
    create.mutate(
      { ...values, idempotencyKey: idempotency.keyFor(values) },
      {
        onSuccess: ({ redirectUrl }) => {
          idempotency.reset();
          redirectTo(redirectUrl);
        },
        onError: (failure) => {
          const code = failure instanceof ApiError ? failure.code : null;
          if (code !== 'network') idempotency.reset();
          const text = apiErrorMessage(t, failure);
          if (code === 'invalid_promo_code') setErrors({ promoCode: text });
          else if (code === 'amount_below_minimum' || code === 'amount_above_maximum')
            setErrors({ amount: text });
          else setErrors({ form: text });
        },
      },
    );
  };

  if (methods.isPending || methods.isError)
    return <LoadState failed={methods.isError} onRetry={() => void methods.refetch()} />;
  if (!method) return <p className={styles.note}>{t('cashier.deposit.noMethods')}</p>;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('cashier.deposit.bankForm')}>
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{t('cashier.deposit.method')}</legend>
        {available.map((item) => (
          <label key={item.id} className={styles.method}>
            <input
              type="radio"
              name="method"
              value={item.id}
              checked={item.id === method.id}
              onChange={() => setMethodId(item.id)}
            />
            <span>{item.name}</span>
            {item.creditTime === 'upToFiveBankingDays' ? (
              <span className={styles.methodNote}>{t('cashier.deposit.upToFiveBankingDays')}</span>
            ) : null}
          </label>
        ))}
      </fieldset>
      <AmountField
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        hint={limitsHint(t, currency, limits)}
      />
      <TextField
        label={t('cashier.deposit.promoCode')}
        name="promoCode"
        autoComplete="off"
        value={promoCode}
        error={errors.promoCode}
        onChange={(event) => {
          setPromoCode(event.target.value);
          writePromoCode(event.target.value);
        }}
      />
      <FormError>{errors.form}</FormError>
      <Button type="submit" fullWidth disabled={create.isPending}>
        {t(create.isPending ? 'cashier.deposit.submitting' : 'cashier.deposit.submit')}
      </Button>
    </form>
  );
}
