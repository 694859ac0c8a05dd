import { Navigate, useParams } from 'react-router';
import type { GameMode } from '@casino/contracts';
import { Skeleton } from '@casino/ui';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useGame } from '../api/get-game.ts';
import { GamePlay } from '../components/game-play.tsx';
import styles from './game-screen.module.css';

/**
 * game/{gameId}/{demo?} (§2.2): the game in its frame, for real money or as a demo, with its toolbar and
 * information. An unknown game is the 404 page.
 */
export default function GameScreen() {
  const { gameId = '', demo } = useParams();
  const mode: GameMode = demo === 'demo' ? 'demo' : 'real';
  const localize = useLocalizedPath();
  const details = useGame(gameId);

  if (details.error instanceof ApiError && details.error.code === 'not_found')
    return <Navigate to={localize('/404')} replace />;
  if (!details.data)
    return (
      <div className={styles.page}>
        {details.isError ? (
          <LoadState failed onRetry={() => void details.refetch()} />
        ) : (
          <div className={styles.loading} data-testid="game-loading">
            <Skeleton height="var(--game-toolbar-height)" />
            <Skeleton className={styles.stage} height="auto" />
          </div>
        )}
      </div>
    );
  return <GamePlay key={gameId} details={details.data} mode={mode} />;
}
