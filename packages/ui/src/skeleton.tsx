import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** CSS length, e.g. '100%' or '12rem'. */
  width?: string;
  height?: string;
  className?: string;
}

/**
 * A shimmering block standing in for content that is loading. Hidden from assistive technology: the screen
 * announces the wait once. The shimmer is the `.skeleton` rule of `@casino/ui/base.css`.
 */
export function Skeleton({ width = '100%', height = '1rem', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={['skeleton', styles.block, className ?? ''].join(' ')}
      style={{ width, height }}
    />
  );
}

/** A few text lines of skeleton, the last one shorter, for screens and modal bodies. */
export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <span className={styles.lines} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
