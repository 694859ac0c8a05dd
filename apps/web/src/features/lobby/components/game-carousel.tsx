import { lazy, Suspense, useId, useRef } from 'react';
import type { CountedGameCategory } from '@casino/contracts';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { useGameCounts } from '../../games/index.ts';
import { useCountLabel } from '../lib/use-count-label.ts';
import { useSectionReady } from '../lib/use-section-ready.ts';
import { CarouselHead, CarouselSkeleton } from './carousel-parts.tsx';
import styles from './game-carousel.module.css';

// The carousel's reads, Swiper and the slider are a chunk of their own, asked for when the carousel comes near
// the viewport after the first paint: the lobby's first load carries none of them.
const GameCarouselBody = lazy(() => lazyWithRetry(() => import('./game-carousel-body.tsx')));

/**
 * A main-page carousel (§2.7, §9): its title with the live catalogue's count from the first paint, then the
 * category's games (game-carousel-body.tsx). Until they arrive, skeleton tiles of the slider's size hold the
 * place, so nothing below moves.
 */
export function GameCarousel({ category, title }: { category: CountedGameCategory; title: string }) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const { near, ready } = useSectionReady(ref);
  const { data: counts } = useGameCounts();
  const count = useCountLabel()(counts?.categories[category]);
  // Far from the viewport the place is held by still blocks: a shimmer repaints every frame.
  const waiting = (
    <>
      <CarouselHead headingId={headingId} title={title} count={count} />
      <CarouselSkeleton still={!near} />
    </>
  );
  return (
    <section ref={ref} className={styles.section} aria-labelledby={headingId}>
      {ready ? (
        <Suspense fallback={waiting}>
          <GameCarouselBody category={category} title={title} headingId={headingId} count={count} />
        </Suspense>
      ) : (
        waiting
      )}
    </section>
  );
}
