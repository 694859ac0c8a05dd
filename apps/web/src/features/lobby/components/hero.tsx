import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { useWelcomeOfferText } from '../../bonuses/index.ts';
import { useOfferCurrency } from '../lib/offer-currency.ts';
import { QUICK_SIGNUP_SECONDS } from '../lib/welcome-offer.ts';
import { HeroArt } from './hero-art.tsx';
import { HeroTitle } from './hero-title.tsx';
import styles from './hero.module.css';

/**
 * The welcome hero: the page's h1, the welcome offer of the visitor's or player's currency (the welcome campaign's
 * own figures; its place is held while they load) and, for guests, the sign-up call to action. Where no welcome
 * is offered, nothing speaks of one: no offer, no bonus label, no small print, and a plain sign-up.
 */
export function Hero() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const authenticated = useIsAuthenticated();
  const offer = useWelcomeOfferText(useOfferCurrency());
  return (
    <section className={styles.hero} aria-labelledby="lobby-hero-title">
      <div className={styles.copy}>
        {offer === null ? null : <p className={styles.eyebrow}>{t('lobby.hero.eyebrow')}</p>}
        <HeroTitle />
        {offer === null ? null : (
          <p className={styles.offer} aria-busy={offer === undefined ? true : undefined}>
            {offer ? <span className={styles.offerMain}>{offer.main}</span> : null}
            {offer?.spins ? <span className={styles.offerSpins}>{offer.spins}</span> : null}
          </p>
        )}
        <p className={styles.text}>{t('lobby.hero.text', { seconds: QUICK_SIGNUP_SECONDS })}</p>
        <div className={styles.actions}>
          {authenticated ? null : (
            <button type="button" className={styles.signup} onClick={() => openModal('SIGNUP')}>
              {t(offer === null ? 'lobby.hero.signupPlain' : 'lobby.hero.signup')}
            </button>
          )}
          <Link to={localize('/games/slots')} className={styles.browse}>
            {t('lobby.hero.browse')}
          </Link>
        </div>
        {offer === null ? null : <p className={styles.terms}>{t('lobby.hero.terms')}</p>}
      </div>
      <HeroArt className={styles.art} />
    </section>
  );
}
