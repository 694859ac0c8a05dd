import { useTranslation } from 'react-i18next';
import { gameCountLabel } from '@casino/rules';
import { useLanguage } from '../../../lib/language.ts';
import { useGameCounts } from '../../games/index.ts';
import { DepositBannerSlot } from '../components/deposit-banner-slot.tsx';
import { Hero } from '../components/hero.tsx';
import { UpcomingSection } from '../components/upcoming-section.tsx';
import styles from './main-screen.module.css';

/**
 * The main page (§2.7). For now: the welcome hero and the titled places of the deposit banner, the
 * category switcher, the carousels and the top winners, which later releases fill. Static and image-free
 * above the fold: it is the page Lighthouse measures.
 */
export default function MainScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: counts } = useGameCounts();
  // The live catalogue's count, rounded down; none for an empty category or while the counts load.
  const count = (games: number | undefined) => {
    const figure = gameCountLabel(games ?? 0, language);
    if (!figure) return undefined;
    return t(figure.exact ? 'lobby.sections.countExact' : 'lobby.sections.count', { amount: figure.text });
  };
  return (
    <div className={styles.screen}>
      <Hero />
      <DepositBannerSlot />
      <UpcomingSection id="categories" title={t('lobby.sections.categories')} shape="chips" />
      <UpcomingSection
        id="top"
        title={t('lobby.sections.top')}
        count={count(counts?.categories.top)}
        shape="tiles"
      />
      <UpcomingSection
        id="live"
        title={t('lobby.sections.live')}
        count={count(counts?.categories.live)}
        shape="tiles"
      />
      <UpcomingSection id="new" title={t('lobby.sections.new')} shape="tiles" />
      <UpcomingSection id="instant" title={t('lobby.sections.instant')} shape="tiles" />
      <UpcomingSection id="jackpots" title={t('lobby.sections.jackpots')} shape="tiles" />
      <UpcomingSection id="winners" title={t('lobby.sections.winners')} shape="table" />
    </div>
  );
}
