import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { FreeSpinsAward } from '@casino/contracts';
import { LinkButton } from '../../../components/ui/button.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import { gamePath, type GameRouteState } from '../../games/index.ts';
import styles from './free-spins.module.css';

/**
 * The games an award's spins are played in, each a link to its game page for real money; the game page learns
 * where the player came from for its back button. `onPlay` runs as one is followed (a modal closes).
 */
export function FreeSpinsGames({ games, onPlay }: { games: FreeSpinsAward['games']; onPlay?: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const location = useLocation();
  const state: GameRouteState = { from: `${location.pathname}${location.search}` };
  return (
    <ul className={styles.games}>
      {games.map((game) => (
        <li key={`${game.provider}/${game.gameId}`}>
          <LinkButton
            to={localize(gamePath({ id: game.gameId, name: game.name }, 'real'))}
            state={state}
            variant="secondary"
            size="sm"
            onClick={onPlay}
          >
            {t('bonuses.freeSpins.play', { game: game.name })}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
