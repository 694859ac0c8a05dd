import { useTranslation } from 'react-i18next';
import type { Game } from '@casino/contracts';
import styles from './game-badges.module.css';

/** The §2.6 badges of a game (new, top, wagering), translated. */
export function GameBadges({ badges, className }: { badges: Game['badges']; className?: string }) {
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
