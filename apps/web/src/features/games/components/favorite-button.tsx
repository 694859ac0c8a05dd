import { useTranslation } from 'react-i18next';
import type { Game } from '@casino/contracts';
import { useFavorite } from '../lib/use-favorite.ts';
import styles from './favorite-button.module.css';

/**
 * The heart of a game (tiles and the game page): pressed when the game is among the player's favourites. A
 * guest pressing it gets the sign-up.
 */
export function FavoriteButton({ game, className }: { game: Pick<Game, 'id' | 'name'>; className?: string }) {
  const { t } = useTranslation();
  const { favorite, toggle } = useFavorite(game.id);
  return (
    <button
      type="button"
      className={`${styles.heart} ${className ?? ''}`}
      aria-pressed={favorite}
      aria-label={t('games.favorites.toggle', { name: game.name })}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={favorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
