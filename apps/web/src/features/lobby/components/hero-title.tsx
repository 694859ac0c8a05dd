import { useTranslation } from 'react-i18next';
import { formatNumber, gamesClaimFigure } from '@casino/rules';
import { useLanguage } from '../../../lib/language.ts';
import { useGameCounts } from '../../games/index.ts';
import styles from './hero.module.css';

/**
 * The page's h1: "Over N games in one bright lobby" (§1), N being the live catalogue's count rounded down below
 * the total, so that "over" stays true. Without a figure (while the counts load, or under 11 games) it names no
 * number rather than invent one.
 */
export function HeroTitle() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: counts } = useGameCounts();
  const figure = counts ? gamesClaimFigure(counts.total) : null;
  return (
    <h1 id="lobby-hero-title" className={styles.title}>
      {figure === null
        ? t('lobby.hero.titleWithoutCount')
        : t('lobby.hero.title', { games: formatNumber(figure, language) })}
    </h1>
  );
}
