import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CountedGameCategory } from '@casino/contracts';
import { Skeleton } from '@casino/ui';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { gamesQueryOptions, useGameCounts } from '../../games/index.ts';
import { showsNavigation } from '../lib/carousel-layout.ts';
import { useCountLabel } from '../lib/use-count-label.ts';
import type { SliderControls } from './game-carousel-slider.tsx';
import styles from './game-carousel.module.css';

// Swiper and the slider are a chunk of their own, asked for when a carousel comes near the viewport.
const GameCarouselSlider = lazy(() => lazyWithRetry(() => import('./game-carousel-slider.tsx')));

/** Tiles in the skeleton row: as many as the widest slider shows. */
const SKELETON_TILES = 7;

/**
 * A main-page carousel (§2.7, §9): the category's games from the games API, 15 at a time, the next page read
 * as the player nears the end; the title with the live catalogue's count; arrows and a see-all link to the
 * category page from 6 games; skeleton tiles while loading; a short line, never invented games, for an empty
 * category. Its games are read once it comes near the viewport, after the first paint.
 */
export function GameCarousel({ category, title }: { category: CountedGameCategory; title: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, '400px');
  const painted = useAfterFirstPaint();
  const games = useInfiniteQuery({ ...gamesQueryOptions({ category }), enabled: near && painted });
  const { data: counts } = useGameCounts();
  const countLabel = useCountLabel();
  const [controls, setControls] = useState<SliderControls | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const list = games.data?.pages.flatMap((page) => page.games) ?? [];
  const total = games.data?.pages.at(-1)?.total ?? 0;
  const navigable = showsNavigation(total);
  const count = countLabel(counts?.categories[category]);
  const loading = !games.data && !games.isError;

  const loadMore = () => {
    if (games.hasNextPage && !games.isFetchingNextPage && !games.isFetchNextPageError)
      void games.fetchNextPage();
  };

  return (
    <section ref={ref} className={styles.section} aria-labelledby={headingId} aria-busy={loading}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {count ? <span className={styles.count}>{count}</span> : null}
        {navigable ? (
          <div className={styles.actions}>
            <LinkButton to={localize(`/games/${category}`)} variant="secondary" size="sm">
              {t('lobby.carousel.seeAll')}
            </LinkButton>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('lobby.carousel.previous', { title })}
              disabled={!controls || edges.start}
              onClick={() => controls?.previous()}
            >
              <Chevron direction="previous" />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t('lobby.carousel.next', { title })}
              disabled={!controls || (edges.end && !games.hasNextPage)}
              onClick={() => controls?.next()}
            >
              <Chevron direction="next" />
            </button>
          </div>
        ) : null}
      </div>
      {loading ? (
        <SkeletonRow />
      ) : games.isError && list.length === 0 ? (
        <LoadState failed onRetry={() => void games.refetch()} />
      ) : list.length === 0 ? (
        <p className={styles.empty}>{t('lobby.carousel.empty')}</p>
      ) : (
        <Suspense fallback={<SkeletonRow />}>
          <GameCarouselSlider
            games={list}
            label={title}
            loadingMore={games.isFetchingNextPage}
            onReady={setControls}
            onEdges={setEdges}
            onNearEnd={loadMore}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The slider's place while its games or its code load: a row of tile-shaped blocks of the same height. */
function SkeletonRow() {
  return (
    <div className={styles.skeletons} data-testid="carousel-loading" aria-hidden="true">
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

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
