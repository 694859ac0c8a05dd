import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { depositLimits, type CryptoAsset } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { closeModal, openModal } from '../../../lib/ui-store.ts';
import { useCreateCryptoDeposit } from '../api/create-crypto-deposit.ts';
import { amountProblemText, limitsHint } from '../lib/amount-messages.ts';
import { checkAmount } from '../lib/amount-rules.ts';
import { useIdempotencyKey } from '../lib/idempotency.ts';
import { usePlayerCurrency } from '../lib/use-player-currency.ts';
import { AmountField } from './amount-field.tsx';
import styles from './cashier.module.css';
import { QuickAmounts } from './quick-amounts.tsx';
import { WelcomeOfferNote } from './welcome-offer-note.tsx';

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
  const [chosen, setChosen] = useState<CryptoAsset | undefined>(assets[0]);
  // The first offered asset until the player picks one (or when the picked one is no longer offered).
  const asset = chosen !== undefined && assets.includes(chosen) ? chosen : assets[0];
  const [amount, setAmount] = useState(initialAmount);
  const [errors, setErrors] = useState<{ amount?: string; form?: string }>({});
  const limits = depositLimits(currency);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || asset === undefined) return;
    const checked = checkAmount(amount, currency, limits);
    if (!checked.ok) {
      setErrors({ amount: amountProblemText(t, language, checked.problem, currency, limits) });
      return;
    }
    setErrors({});
    const values = { asset, amount: checked.minor };
    create.mutate(
      { ...values, idempotencyKey: idempotency.keyFor(values) },
      {
        onSuccess: (details) => {
          idempotency.reset();
          closeModal('DEPOSIT');
          openModal('CRYPTO_DEPOSIT', { ...details, amount: checked.minor, currency });
        },
        onError: (failure) => {
          const code = failure instanceof ApiError ? failure.code : null;
          if (code !== 'network') idempotency.reset();
          const text = apiErrorMessage(t, failure);
          if (code === 'amount_below_minimum' || code === 'amount_above_maximum') setErrors({ amount: text });
          else setErrors({ form: text });
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('cashier.crypto.form')}>
      <SelectField
        label={t('cashier.crypto.asset')}
        name="asset"
        value={asset ?? ''}
        onChange={(event) => {
          setChosen(assets.find((item) => item === event.target.value));
        }}
      >
        {assets.map((item) => (
          <option key={item} value={item}>
            {item}
          </option>
        ))}
      </SelectField>
      <AmountField
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        hint={limitsHint(t, language, currency, limits)}
      />
      <QuickAmounts currency={currency} limits={limits} value={amount} onPick={setAmount} />
      <p className={styles.note}>{t('cashier.crypto.exactAmountRule')}</p>
      <WelcomeOfferNote />
      <FormError>{errors.form}</FormError>
      <Button type="submit" fullWidth disabled={create.isPending}>
        {t(create.isPending ? 'cashier.crypto.submitting' : 'cashier.crypto.submit')}
      </Button>
    </form>
  );
}
