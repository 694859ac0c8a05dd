import { useTranslation } from 'react-i18next';
import type { TileBadge } from '../lib/tile-badges.ts';
import styles from './game-badges.module.css';

/** The §2.6 badges of a game (tileBadges), translated. */
export function GameBadges({ badges, className }: { badges: readonly TileBadge[]; className?: string }) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <ul className={`${styles.badges} ${className ?? ''}`} aria-label={t('games.badges.label')}>
      {badges.map((badge) => (
        <li key={badge} className={`${styles.badge} ${styles[badge] ?? ''}`}>
          {t(`games.badges.${badge}`)}
        </li>
      ))}
    </ul>
  );
}
