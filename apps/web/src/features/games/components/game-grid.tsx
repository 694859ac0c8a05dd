import type { Game } from '@casino/contracts';
import { Skeleton } from '@casino/ui';
import { GameTile } from './game-tile.tsx';
import styles from './game-grid.module.css';

/** The lobby grid: as many tiles a row as fit, each at most 130 px wide from 1024 px (§9). */
export function GameGrid({ games, loadingMore = 0 }: { games: readonly Game[]; loadingMore?: number }) {
  return (
    <ul className={styles.grid}>
      {games.map((game) => (
        <li key={game.id}>
          <GameTile game={game} />
        </li>
      ))}
      <SkeletonTiles count={loadingMore} />
    </ul>
  );
}

/** Tiles standing in for a page that is loading. */
export function GameGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} data-testid="games-loading" aria-hidden="true">
      <SkeletonTiles count={count} />
    </ul>
  );
}

function SkeletonTiles({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`} className={styles.skeleton} aria-hidden="true">
      <Skeleton className={styles.skeletonArt} height="auto" />
      <Skeleton width="80%" height="0.875rem" />
      <Skeleton width="50%" height="0.75rem" />
    </li>
  ));
}
