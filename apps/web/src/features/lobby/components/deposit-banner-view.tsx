import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEPOSIT_BANNER_AMOUNT_MAX_LENGTH,
  PLAYER_CURRENCIES,
  depositBannerAmountValid,
  depositBannerDefaultAmount,
  sanitizeDepositBannerInput,
} from '@casino/rules';
import { useLanguage } from '../../../lib/language.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { displayCurrency, formatMajor } from '../../wallet/index.ts';
// The field look of the design system, without its components: the banner's chunk stays small.
import field from '../../../components/ui/field.module.css';
import { DepositBannerFrame } from './deposit-banner-frame.tsx';
import styles from './deposit-banner.module.css';

/**
 * The deposit banner (§2.7, §4, §5): the amount form in the banner's frame. Guests choose the currency; a
 * player's follows the balance, and a player choosing another one gets the change-currency modal.
 */
export function DepositBannerView({
  currency,
  authenticated,
  showWelcome,
  onCurrency,
}: {
  currency: string;
  authenticated: boolean;
  showWelcome: boolean;
  onCurrency: (currency: string) => void;
}) {
  return (
    <DepositBannerFrame showWelcome={showWelcome}>
      {/* The amount starts again from the currency's default whenever the currency changes (§4). */}
      <BannerForm key={currency} currency={currency} authenticated={authenticated} onCurrency={onCurrency} />
    </DepositBannerFrame>
  );
}

export function BannerForm({
  currency,
  authenticated,
  onCurrency,
}: {
  currency: string;
  authenticated: boolean;
  onCurrency: (currency: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [amount, setAmount] = useState(() => depositBannerDefaultAmount(currency));
  const amountId = useId();
  const errorId = useId();
  const valid = depositBannerAmountValid(amount);
  const label = valid ? formatMajor(Number(amount), currency, language) : t('wallet.banner.play');

  const submit = () => {
    if (!valid) return;
    if (authenticated) openModal('DEPOSIT', { amount: Number(amount), currency });
    else openModal('SIGNUP');
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className={field.field}>
        <span className={field.label}>{t('wallet.banner.currency')}</span>
        <select
          className={field.select}
          value={currency}
          onChange={(event) => onCurrency(event.target.value)}
        >
          {PLAYER_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {displayCurrency(code)}
            </option>
          ))}
        </select>
      </label>
      <div className={field.field}>
        <label htmlFor={amountId} className={field.label}>
          {t('wallet.banner.amount')}
        </label>
        <input
          id={amountId}
          className={field.input}
          value={amount}
          inputMode="numeric"
          autoComplete="off"
          maxLength={DEPOSIT_BANNER_AMOUNT_MAX_LENGTH}
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? undefined : errorId}
          onChange={(event) => setAmount(sanitizeDepositBannerInput(event.target.value))}
        />
        {valid ? null : (
          <p id={errorId} className={field.error} role="alert">
            {t('errors.depositBannerError')}
          </p>
        )}
      </div>
      <button
        type="submit"
        className={styles.submit}
        disabled={!valid}
        aria-label={valid ? t('wallet.banner.depositAmount', { amount: label }) : undefined}
      >
        {label}
      </button>
    </form>
  );
}
