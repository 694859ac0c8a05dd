import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWelcomeOfferText } from '../../bonuses/index.ts';
import { useOfferCurrency } from '../lib/offer-currency.ts';
import field from '../../../components/ui/field.module.css';
import styles from './deposit-banner.module.css';

/**
 * The deposit banner without its form (§2.7): the title, the text and the welcome card. It ships with the lobby
 * so the banner's place is taken from the first paint; the form (`children`) comes with the banner's own chunk,
 * and until then the form's outline stands in for it, so nothing below moves when it lands.
 */
export function DepositBannerFrame({
  showWelcome,
  children,
}: {
  showWelcome: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.banner}
      aria-labelledby="lobby-deposit-title"
      aria-busy={children ? undefined : true}
      data-testid="deposit-banner"
    >
      <div className={styles.main}>
        <h2 id="lobby-deposit-title" className={styles.title}>
          {t('wallet.banner.title')}
        </h2>
        <p className={styles.text}>{t('wallet.banner.text')}</p>
        {children ?? <FormOutline />}
      </div>
      {showWelcome ? <WelcomeCard /> : null}
    </section>
  );
}

/**
 * The form's place while its code loads: the same grid with the same labels and boxes of the controls' size, so
 * it has the form's height at every width and in every language (a label that wraps wraps here too).
 */
function FormOutline() {
  const { t } = useTranslation();
  return (
    <div className={styles.form} aria-hidden="true">
      {[t('wallet.banner.currency'), t('wallet.banner.amount')].map((label) => (
        <div key={label} className={field.field}>
          <span className={field.label}>{label}</span>
          <div className={field.input} />
        </div>
      ))}
      <div className={styles.submitOutline} />
    </div>
  );
}

/**
 * The welcome bonus card, with the hero's claim (§1, §6) in the banner's currency, from the welcome campaign; its
 * lines are held empty while it loads, and there is no card where no welcome is offered.
 */
function WelcomeCard() {
  const { t } = useTranslation();
  const offer = useWelcomeOfferText(useOfferCurrency());
  if (offer === null) return null;
  return (
    <aside
      className={styles.welcome}
      aria-labelledby="lobby-deposit-welcome"
      aria-busy={offer === undefined ? true : undefined}
      data-testid="welcome-card"
    >
      <h3 id="lobby-deposit-welcome" className={styles.welcomeTitle}>
        {t('wallet.banner.welcomeTitle')}
      </h3>
      {/* Held empty while the offer loads; nothing for a screen reader to read until it has. */}
      <p className={styles.welcomeOffer} aria-hidden={offer === undefined ? true : undefined}>
        {offer?.main ?? '\u00a0'}
      </p>
      {offer?.spins !== null ? (
        <p className={styles.welcomeSpins} aria-hidden={offer === undefined ? true : undefined}>
          {offer?.spins ?? '\u00a0'}
        </p>
      ) : null}
    </aside>
  );
}
