import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber, welcomeOfferFor } from '@casino/rules';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { useOfferCurrency } from '../lib/offer-currency.ts';
import { QUICK_SIGNUP_SECONDS } from '../lib/welcome-offer.ts';
import { HeroArt } from './hero-art.tsx';
import { HeroTitle } from './hero-title.tsx';
import styles from './hero.module.css';

/**
 * The welcome hero: the page's h1, the welcome offer of the visitor's or player's currency and, for guests, the
 * sign-up call to action.
 */
export function Hero() {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizedPath();
  const authenticated = useIsAuthenticated();
  const offer = welcomeOfferFor(useOfferCurrency());
  return (
    <section className={styles.hero} aria-labelledby="lobby-hero-title">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{t('lobby.hero.eyebrow')}</p>
        <HeroTitle />
        <p className={styles.offer}>
          <span className={styles.offerMain}>
            {t('lobby.hero.offer', {
              percent: offer.percent,
              amount: formatNumber(offer.maxAmount, language),
              currency: offer.currency,
            })}
          </span>
          <span className={styles.offerSpins}>
            {t('lobby.hero.spins', { spins: formatNumber(offer.freeSpins, language) })}
          </span>
        </p>
        <p className={styles.text}>{t('lobby.hero.text', { seconds: QUICK_SIGNUP_SECONDS })}</p>
        <div className={styles.actions}>
          {authenticated ? null : (
            <button type="button" className={styles.signup} onClick={() => openModal('SIGNUP')}>
              {t('lobby.hero.signup')}
            </button>
          )}
          <Link to={localize('/games/slots')} className={styles.browse}>
            {t('lobby.hero.browse')}
          </Link>
        </div>
        <p className={styles.terms}>{t('lobby.hero.terms')}</p>
      </div>
      <HeroArt className={styles.art} />
    </section>
  );
}
