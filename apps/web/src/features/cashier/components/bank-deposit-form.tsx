import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { depositLimits, type PaymentMethod, type PaymentProfileField } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { openModal, useUiStore } from '../../../lib/ui-store.ts';
import { profileQueryOptions } from '../../account/index.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { amountProblemText, limitsHint } from '../lib/amount-messages.ts';
import { checkAmount } from '../lib/amount-rules.ts';
import { missingProfileFields, profileFieldsOf } from '../lib/profile-fields.ts';
import { promoCodeProblem, readPromoCode, writePromoCode } from '../lib/promo-code.ts';
import { useBankDeposit, type BankDepositValues } from '../lib/use-bank-deposit.ts';
import { usePlayerCurrency } from '../lib/use-player-currency.ts';
import { AmountField } from './amount-field.tsx';
import styles from './cashier.module.css';
import { QuickAmounts } from './quick-amounts.tsx';
import { WelcomeOfferNote } from './welcome-offer-note.tsx';

interface FieldErrors {
  amount?: string;
  promoCode?: string;
  form?: string;
}

/**
 * Deposit by bank (§5): a method, an amount within its limits (typed, or one of the quick amounts) and an optional
 * promo code, with the welcome offer the deposit falls under. The browser checks
 * the rules first; the server's answer is the provider's hosted page, where the browser goes next. A method
 * that needs profile fields the player has not given opens FORM_FIELDS instead, which resumes the deposit.
 */
export function BankDepositForm({
  initialAmount = '',
  initialMethodId = null,
}: {
  initialAmount?: string;
  initialMethodId?: string | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const currency = usePlayerCurrency();
  const methods = usePaymentMethods();
  const deposit = useBankDeposit();
  const [methodId, setMethodId] = useState<string | null>(initialMethodId);
  const [amount, setAmount] = useState(initialAmount);
  const [promoCode, setPromoCode] = useState(readPromoCode);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checkingProfile, setCheckingProfile] = useState(false);
  const busy = deposit.isPending || checkingProfile;

  const available = (methods.data?.items ?? []).filter(
    (method) => method.channel === 'bank' && method.limits[currency] !== undefined,
  );
  const method: PaymentMethod | undefined = available.find((item) => item.id === methodId) ?? available[0];
  const limits = method?.limits[currency] ?? depositLimits(currency);

  /**
   * FORM_FIELDS on top of DEPOSIT, which keeps the typed amount and method so that closing FORM_FIELDS comes
   * back to the same form.
   */
  const askForFields = (values: BankDepositValues, fields: PaymentProfileField[]) => {
    if (useUiStore.getState().modals.DEPOSIT)
      openModal('DEPOSIT', { amount: amount.trim(), currency, methodId: values.methodId });
    openModal('FORM_FIELDS', { ...values, fields });
  };

  const pay = (chosen: PaymentMethod, values: BankDepositValues) =>
    deposit.pay(values, {
      onError: (failure) => {
        const code = failure instanceof ApiError ? failure.code : null;
        const text = apiErrorMessage(t, failure);
        if (failure instanceof ApiError && code === 'profile_incomplete') {
          // The server's list wins; without one, every field the method needs is asked for again.
          const named = profileFieldsOf(failure.details);
          askForFields(values, named.length > 0 ? named : chosen.requiredFields);
        } else if (code === 'invalid_promo_code') setErrors({ promoCode: text });
        else if (code === 'amount_below_minimum' || code === 'amount_above_maximum')
          setErrors({ amount: text });
        else setErrors({ form: text });
      },
    });

  /** The profile check of §2.9 "form-fields" before paying; the server checks the same again. */
  const payOrAskForFields = async (chosen: PaymentMethod, values: BankDepositValues) => {
    if (chosen.requiredFields.length === 0) return pay(chosen, values);
    setCheckingProfile(true);
    try {
      const profile = await queryClient.fetchQuery(profileQueryOptions());
      const missing = missingProfileFields(profile, chosen.requiredFields);
      if (missing.length > 0) askForFields(values, missing);
      else pay(chosen, values);
    } catch (failure) {
      setErrors({ form: apiErrorMessage(t, failure) });
    } finally {
      setCheckingProfile(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!method || busy) return;
    const checked = checkAmount(amount, currency, limits);
    const promoProblem = promoCodeProblem(promoCode);
    const next: FieldErrors = {};
    if (!checked.ok) next.amount = amountProblemText(t, language, checked.problem, currency, limits);
    if (promoProblem) next.promoCode = t(promoProblem);
    setErrors(next);
    if (!checked.ok || promoProblem) return;
    const code = promoCode.trim();
    void payOrAskForFields(method, {
      methodId: method.id,
      amount: checked.minor,
      ...(code ? { promoCode: code } : {}),
    });
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
        hint={limitsHint(t, language, currency, limits)}
      />
      <QuickAmounts currency={currency} limits={limits} value={amount} onPick={setAmount} />
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
      <WelcomeOfferNote />
      <FormError>{errors.form}</FormError>
      <Button type="submit" fullWidth disabled={busy}>
        {t(busy ? 'cashier.deposit.submitting' : 'cashier.deposit.submit')}
      </Button>
    </form>
  );
}
