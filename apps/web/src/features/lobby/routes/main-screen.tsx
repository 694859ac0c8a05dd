import { useTranslation } from 'react-i18next';
import { CategorySwitcher } from '../../games/index.ts';
import { DepositBannerSlot } from '../components/deposit-banner-slot.tsx';
import { GameCarousel } from '../components/game-carousel.tsx';
import { Hero } from '../components/hero.tsx';
import { WinnersSection } from '../components/winners-section.tsx';
import styles from './main-screen.module.css';

/**
 * The main page (§2.7): the welcome hero, the deposit banner, the category switcher, the carousels (top, live,
 * new, instant games, jackpots) and the place of the top winners, which a later release fills. Static and
 * image-free above the fold: it is the page Lighthouse measures; the carousels read their games and load
 * Swiper as they come near the viewport.
 */
export default function MainScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <Hero />
      <DepositBannerSlot />
      <CategorySwitcher />
      <GameCarousel category="top" title={t('lobby.sections.top')} />
      <GameCarousel category="live" title={t('lobby.sections.live')} />
      <GameCarousel category="new" title={t('lobby.sections.new')} />
      <GameCarousel category="instant_games" title={t('lobby.sections.instant')} />
      <GameCarousel category="jackpots" title={t('lobby.sections.jackpots')} />
      <WinnersSection />
    </div>
  );
}
