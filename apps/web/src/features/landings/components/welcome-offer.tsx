import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import { PromotionDetails, useWelcomeOffer } from '../../bonuses/index.ts';
import { useOfferCurrency } from '../../lobby/index.ts';
import styles from '../routes/landing-screen.module.css';

/**
 * The welcome offer's landing: the welcome campaign offered to this visitor in their currency, with its key facts,
 * its terms and the way to claim it (sign up, or deposit); where none is offered to them, it says so.
 */
export function WelcomeOfferLanding() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const offer = useWelcomeOffer(useOfferCurrency());
  if (offer.data === undefined)
    return <LoadState failed={offer.isError} onRetry={() => void offer.refetch()} />;
  if (offer.data === null)
    return (
      <section className={styles.landing} aria-labelledby="landing-title">
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('lobby.landings.welcome_offer.eyebrow')}</p>
          <h1 id="landing-title" className={styles.title}>
            {t('lobby.landings.welcome_offer.none')}
          </h1>
          <LinkButton to={to('/bonuses')}>{t('lobby.landings.welcome_offer.promotions')}</LinkButton>
        </div>
      </section>
    );
  return (
    <div className={styles.offer}>
      <p className={styles.eyebrow}>{t('lobby.landings.welcome_offer.eyebrow')}</p>
      <PromotionDetails promotion={offer.data} />
    </div>
  );
}
