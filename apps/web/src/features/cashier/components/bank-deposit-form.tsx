import { useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod, PaymentProfileField } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage, fieldErrorText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { openModal, useUiStore } from '../../../lib/ui-store.ts';
import { profileQueryOptions } from '../../account/index.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { amountErrorText, limitsHint } from '../lib/amount-messages.ts';
import {
  bankDepositResolver,
  chosenMethod,
  methodLimits,
  type BankDepositFormValues,
} from '../lib/bank-deposit-resolver.ts';
import { missingProfileFields, profileFieldsOf } from '../lib/profile-fields.ts';
import { readPromoCode, writePromoCode } from '../lib/promo-code.ts';
import { useBankDeposit, type BankDepositValues } from '../lib/use-bank-deposit.ts';
import { usePlayerCurrency } from '../lib/use-player-currency.ts';
import { AmountField } from './amount-field.tsx';
import styles from './cashier.module.css';
import { QuickAmounts } from './quick-amounts.tsx';
import { DepositOfferNote } from './deposit-offer-note.tsx';

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
  const [formError, setFormError] = useState<string | null>(null);
  const [checkingProfile, setCheckingProfile] = useState(false);
  const busy = deposit.isPending || checkingProfile;

  const available = (methods.data?.items ?? []).filter(
    (method) => method.channel === 'bank' && method.limits[currency] !== undefined,
  );
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    control,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<BankDepositFormValues, unknown, BankDepositValues>({
    defaultValues: {
      methodId: initialMethodId ?? '',
      amount: initialAmount,
      promoCode: readPromoCode(),
      claimBonus: false,
    },
    resolver: bankDepositResolver(available, currency),
  });
  const [methodId, amount] = useWatch({ control, name: ['methodId', 'amount'] });
  const method = chosenMethod(available, methodId);
  const limits = methodLimits(method, currency);

  /**
   * FORM_FIELDS on top of DEPOSIT, which keeps the typed amount and method so that closing FORM_FIELDS comes
   * back to the same form.
   */
  const askForFields = (values: BankDepositValues, fields: PaymentProfileField[]) => {
    if (useUiStore.getState().modals.DEPOSIT)
      openModal('DEPOSIT', { amount: getValues('amount').trim(), currency, methodId: values.methodId });
    openModal('FORM_FIELDS', { ...values, fields });
  };

  const pay = (chosen: PaymentMethod, values: BankDepositValues) =>
    deposit.pay(values, {
      onError: (failure) => {
        const code = failure instanceof ApiError ? failure.code : null;
        if (failure instanceof ApiError && code === 'profile_incomplete') {
          // The server's list wins; without one, every field the method needs is asked for again.
          const named = profileFieldsOf(failure.details);
          askForFields(values, named.length > 0 ? named : chosen.requiredFields);
        } else if (code === 'invalid_promo_code' || code === 'no_such_code')
          setError('promoCode', { type: 'server', message: `apiErrors.${code}` });
        else if (code === 'amount_below_minimum' || code === 'amount_above_maximum')
          setError('amount', { type: 'server', message: `apiErrors.${code}` });
        else setFormError(apiErrorMessage(t, failure));
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
      setFormError(apiErrorMessage(t, failure));
    } finally {
      setCheckingProfile(false);
    }
  };

  const onSubmit = handleSubmit((values) => {
    if (!method || busy) return;
    void payOrAskForFields(method, values);
  });

  /** A method or quick amount is picked: once the form was sent, the amount is checked again at once. */
  const pick = (field: 'methodId' | 'amount', value: string) => {
    setValue(field, value);
    if (isSubmitted) void trigger('amount');
  };

  if (methods.isPending || methods.isError)
    return <LoadState failed={methods.isError} onRetry={() => void methods.refetch()} />;
  if (!method) return <p className={styles.note}>{t('cashier.deposit.noMethods')}</p>;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        setFormError(null);
        void onSubmit(event);
      }}
      noValidate
      aria-label={t('cashier.deposit.bankForm')}
    >
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{t('cashier.deposit.method')}</legend>
        {available.map((item) => (
          <label key={item.id} className={styles.method}>
            <input
              type="radio"
              name="method"
              value={item.id}
              checked={item.id === method.id}
              onChange={() => pick('methodId', item.id)}
            />
            <span>{item.name}</span>
            {item.creditTime === 'upToFiveBankingDays' ? (
              <span className={styles.methodNote}>{t('cashier.deposit.upToFiveBankingDays')}</span>
            ) : null}
          </label>
        ))}
      </fieldset>
      <AmountField
        error={amountErrorText(t, language, errors.amount, currency, limits)}
        hint={limitsHint(t, language, currency, limits)}
        {...register('amount')}
      />
      <QuickAmounts
        currency={currency}
        limits={limits}
        value={amount}
        onPick={(picked) => pick('amount', picked)}
      />
      <TextField
        label={t('cashier.deposit.promoCode')}
        autoComplete="off"
        error={fieldErrorText(t, errors.promoCode?.message)}
        {...register('promoCode', {
          onChange: (event: ChangeEvent<HTMLInputElement>) => writePromoCode(event.target.value),
        })}
      />
      <DepositOfferNote claim={register('claimBonus')} />
      <FormError>{formError}</FormError>
      <Button type="submit" fullWidth disabled={busy}>
        {t(busy ? 'cashier.deposit.submitting' : 'cashier.deposit.submit')}
      </Button>
    </form>
  );
}
