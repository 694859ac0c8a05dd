import { Skeleton, SkeletonLines } from '@casino/ui';
import styles from './route-fallback.module.css';

/** What shows while a screen's code or data loads: a skeleton of a page, never a blank area. */
export function RouteFallback() {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton width="40%" height="2rem" />
      <SkeletonLines lines={3} />
      <div className={styles.tiles}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height="10rem" />
        ))}
      </div>
    </div>
  );
}
