import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { depositLimits, type CryptoAsset } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { closeModal, openModal } from '../../../lib/ui-store.ts';
import { useCreateCryptoDeposit } from '../api/create-crypto-deposit.ts';
import { amountErrorText, limitsHint } from '../lib/amount-messages.ts';
import {
  cryptoDepositResolver,
  type CryptoDepositFormValues,
  type CryptoDepositValues,
} from '../lib/crypto-deposit-resolver.ts';
import { useIdempotencyKey } from '../lib/idempotency.ts';
import { usePlayerCurrency } from '../lib/use-player-currency.ts';
import { AmountField } from './amount-field.tsx';
import styles from './cashier.module.css';
import { QuickAmounts } from './quick-amounts.tsx';
import { DepositOfferNote } from './deposit-offer-note.tsx';

/**
 * Deposit by crypto (§5): an asset and an amount in the player's currency (typed or a quick amount). The answer (address, exact asset
 * amount, rate, expiry) opens the crypto deposit details modal in place of the deposit modal. `assets` are the
 * ones the methods list offers (`cryptoDepositAssets`); the form is shown only when there is at least one.
 */
export function CryptoDepositForm({
  assets,
  initialAmount = '',
}: {
  assets: readonly CryptoAsset[];
  initialAmount?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = usePlayerCurrency();
  const create = useCreateCryptoDeposit();
  const idempotency = useIdempotencyKey();
  const [formError, setFormError] = useState<string | null>(null);
  const limits = depositLimits(currency);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitted },
  } = useForm<CryptoDepositFormValues, unknown, CryptoDepositValues>({
    // The first offered asset until the player picks one (or when the picked one is no longer offered).
    defaultValues: { asset: assets[0] ?? '', amount: initialAmount, claimBonus: false },
    resolver: cryptoDepositResolver(assets, currency),
  });
  const amount = useWatch({ control, name: 'amount' });

  const onSubmit = handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate(
      { ...values, idempotencyKey: idempotency.keyFor(values) },
      {
        onSuccess: (details) => {
          idempotency.reset();
          closeModal('DEPOSIT');
          openModal('CRYPTO_DEPOSIT', { ...details, amount: values.amount, currency });
        },
        onError: (failure) => {
          const code = failure instanceof ApiError ? failure.code : null;
          if (code !== 'network') idempotency.reset();
          if (code === 'amount_below_minimum' || code === 'amount_above_maximum')
            setError('amount', { type: 'server', message: `apiErrors.${code}` });
          else setFormError(apiErrorMessage(t, failure));
        },
      },
    );
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        setFormError(null);
        void onSubmit(event);
      }}
      noValidate
      aria-label={t('cashier.crypto.form')}
    >
      <SelectField label={t('cashier.crypto.asset')} {...register('asset')}>
        {assets.map((item) => (
          <option key={item} value={item}>
            {item}
          </option>
        ))}
      </SelectField>
      <AmountField
        error={amountErrorText(t, language, errors.amount, currency, limits)}
        hint={limitsHint(t, language, currency, limits)}
        {...register('amount')}
      />
      <QuickAmounts
        currency={currency}
        limits={limits}
        value={amount}
        onPick={(picked) => setValue('amount', picked, { shouldValidate: isSubmitted })}
      />
      <p className={styles.note}>{t('cashier.crypto.exactAmountRule')}</p>
      <DepositOfferNote claim={register('claimBonus')} />
      <FormError>{formError}</FormError>
      <Button type="submit" fullWidth disabled={create.isPending}>
        {t(create.isPending ? 'cashier.crypto.submitting' : 'cashier.crypto.submit')}
      </Button>
    </form>
  );
}
