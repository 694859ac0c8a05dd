import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Game } from '@casino/contracts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useIsAuthenticated } from '../../../lib/session.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { gamePath, tileAction, type GameRouteState } from '../lib/game-paths.ts';
import { GameArt } from './game-art.tsx';
import { tileBadges } from '../lib/tile-badges.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { GameBadges } from './game-badges.tsx';
import styles from './game-tile.module.css';

/**
 * A lobby tile (§4 "Game play"): the artwork opens the game (a guest gets the demo, or the sign-up when the
 * game has none), and the name and studio sit under it. Over the artwork, the badges run along the top and the
 * "Demo" link sits at the bottom right, the favourite heart at the top right; both are in one column laid over the art in the same grid cell, so they
 * follow each other in the flow and can never cover each other or the name (a crowded column makes the cell
 * taller instead). The game page learns where the player came from (router state `from`) for its back button.
 */
export function GameTile({ game }: { game: Game }) {
  const { t } = useTranslation();
  const authenticated = useIsAuthenticated();
  const localize = useLocalizedPath();
  const location = useLocation();
  const state: GameRouteState = { from: `${location.pathname}${location.search}` };
  const action = tileAction(game, authenticated);
  return (
    <div className={styles.tile}>
      <div className={styles.cover} data-region="cover">
        {action.kind === 'open' ? (
          <Link to={localize(action.path)} state={state} className={styles.play}>
            <GameArt game={game} />
            <PlayIcon />
          </Link>
        ) : (
          <button type="button" className={styles.play} onClick={() => openModal('SIGNUP')}>
            <GameArt game={game} />
            <PlayIcon />
          </button>
        )}
        <div className={styles.overlay} data-region="overlay">
          <div className={styles.top}>
            <GameBadges badges={tileBadges(game)} className={styles.badges} />
            <FavoriteButton game={game} className={styles.heart} />
          </div>
          {game.hasDemo ? (
            <Link
              to={localize(gamePath(game, 'demo'))}
              state={state}
              className={styles.demo}
              aria-label={t('games.tile.demoLabel', { name: game.name })}
            >
              {t('games.tile.demo')}
            </Link>
          ) : null}
        </div>
      </div>
      <div className={styles.caption} data-region="caption">
        <p className={styles.name}>{game.name}</p>
        <p className={styles.studio}>{game.providerName}</p>
      </div>
    </div>
  );
}

/** The play sign shown over the artwork on hover and focus (the control itself is named by the artwork). */
function PlayIcon() {
  return (
    <span className={styles.playIcon} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path d="M8 5.5v13l10-6.5z" fill="currentColor" />
      </svg>
    </span>
  );
}
