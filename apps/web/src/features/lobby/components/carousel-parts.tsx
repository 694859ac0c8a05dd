import type { ReactNode } from 'react';
import styles from './game-carousel.module.css';

/** The skeleton row's tiles: as many as the widest slider shows (CSS hides the rest). */
const TILES = [0, 1, 2, 3, 4, 5, 6];

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
    <div className={`${styles.skeletons} ${still ? styles.still : ''}`} aria-hidden="true">
      {TILES.map((index) => (
        <span key={index} className={styles.skeleton}>
          <span className={`skeleton ${styles.skeletonArt}`} />
          <span className={`skeleton ${styles.skeletonName}`} />
          <span className={`skeleton ${styles.skeletonStudio}`} />
        </span>
      ))}
    </div>
  );
}
