import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEPOSIT_BANNER_AMOUNT_MAX_LENGTH,
  PLAYER_CURRENCIES,
  depositBannerAmountValid,
  depositBannerDefaultAmount,
  formatNumber,
  sanitizeDepositBannerInput,
} from '@casino/rules';
import { useLanguage } from '../../../lib/language.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { displayCurrency, formatMajor } from '../../wallet/index.ts';
import { welcomeOfferFor } from '../lib/welcome-offer.ts';
// The field look of the design system, without its components: the banner's chunk stays small.
import field from '../../../components/ui/field.module.css';
import styles from './deposit-banner.module.css';

/**
 * The deposit banner (§2.7, §4, §5): the amount form and the welcome card. Guests choose the currency; a
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
  const { t } = useTranslation();
  return (
    <section className={styles.banner} aria-labelledby="lobby-deposit-title" data-testid="deposit-banner">
      <div className={styles.main}>
        <h2 id="lobby-deposit-title" className={styles.title}>
          {t('wallet.banner.title')}
        </h2>
        <p className={styles.text}>{t('wallet.banner.text')}</p>
        {/* The amount starts again from the currency's default whenever the currency changes (§4). */}
        <BannerForm
          key={currency}
          currency={currency}
          authenticated={authenticated}
          onCurrency={onCurrency}
        />
      </div>
      {showWelcome ? <WelcomeCard /> : null}
    </section>
  );
}

/** The welcome bonus card, with the hero's claim (§1, §6). */
export function WelcomeCard() {
  const { t } = useTranslation();
  const offer = welcomeOfferFor(useLanguage());
  return (
    <aside className={styles.welcome} aria-labelledby="lobby-deposit-welcome" data-testid="welcome-card">
      <h3 id="lobby-deposit-welcome" className={styles.welcomeTitle}>
        {t('wallet.banner.welcomeTitle')}
      </h3>
      <p className={styles.welcomeOffer}>
        {t('lobby.hero.offer', {
          percent: offer.percent,
          amount: formatNumber(offer.maxAmount),
          currency: offer.currency,
        })}
      </p>
      <p className={styles.welcomeSpins}>{t('lobby.hero.spins', { spins: formatNumber(offer.freeSpins) })}</p>
    </aside>
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
  const [amount, setAmount] = useState(() => depositBannerDefaultAmount(currency));
  const amountId = useId();
  const errorId = useId();
  const valid = depositBannerAmountValid(amount);
  const label = valid ? formatMajor(Number(amount), currency) : t('wallet.banner.play');

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
