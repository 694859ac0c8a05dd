import type { ReactNode } from 'react';
import { Skeleton } from '@casino/ui';
import styles from './game-carousel.module.css';

/** Tiles in the skeleton row: as many as the widest slider shows (CSS hides the rest). */
const SKELETON_TILES = 7;

/** A carousel's title row: the title, the catalogue's count and, once the games are known, its actions. */
export function CarouselHead({
  headingId,
  title,
  count,
  children,
}: {
  headingId: string;
  title: string;
  count: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className={styles.head}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {count ? <span className={styles.count}>{count}</span> : null}
      {children}
    </div>
  );
}

/**
 * The slider's place while its games or its code load: a row of tile-shaped blocks of the same height, shimmering
 * unless `still` (a carousel far from the viewport: its blocks only hold the place).
 */
export function CarouselSkeleton({ still = false }: { still?: boolean }) {
  return (
    <div
      className={`${styles.skeletons} ${still ? styles.still : ''}`}
      data-testid="carousel-loading"
      aria-hidden="true"
    >
      {Array.from({ length: SKELETON_TILES }, (_, index) => (
        <span key={index} className={styles.skeleton}>
          <Skeleton className={styles.skeletonArt} height="auto" />
          <Skeleton width="80%" height="0.875rem" />
          <Skeleton width="50%" height="0.75rem" />
        </span>
      ))}
    </div>
  );
}
