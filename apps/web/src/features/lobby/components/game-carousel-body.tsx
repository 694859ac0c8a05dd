import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CountedGameCategory } from '@casino/contracts';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import { gamesQueryOptions } from '../../games/index.ts';
import { showsNavigation } from '../lib/carousel-layout.ts';
import { CarouselHead, CarouselSkeleton } from './carousel-parts.tsx';
import GameCarouselSlider, { type SliderControls } from './game-carousel-slider.tsx';
import styles from './game-carousel.module.css';

/**
 * A carousel's games (§2.7, §9): the category's games from the games API, 15 at a time, the next page read as
 * the player nears the end; arrows and a see-all link to the category page from 6 games; skeleton tiles while
 * loading; a short line, never invented games, for an empty category.
 */
export default function GameCarouselBody({
  category,
  title,
  headingId,
  count,
}: {
  category: CountedGameCategory;
  title: string;
  headingId: string;
  count: string | undefined;
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const games = useInfiniteQuery(gamesQueryOptions({ category }));
  const [controls, setControls] = useState<SliderControls | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const list = games.data?.pages.flatMap((page) => page.games) ?? [];
  const total = games.data?.pages.at(-1)?.total ?? 0;

  const loadMore = () => {
    if (games.hasNextPage && !games.isFetchingNextPage && !games.isFetchNextPageError)
      void games.fetchNextPage();
  };

  return (
    <>
      <CarouselHead headingId={headingId} title={title} count={count}>
        {showsNavigation(total) ? (
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
      </CarouselHead>
      {games.isPending ? (
        <CarouselSkeleton />
      ) : games.isError && list.length === 0 ? (
        <LoadState failed onRetry={() => void games.refetch()} />
      ) : list.length === 0 ? (
        // The line takes the skeleton row's height, so nothing below moves when a category turns out empty.
        <div className={styles.emptyRow}>
          <CarouselSkeleton still />
          <p className={styles.empty}>{t('lobby.carousel.empty')}</p>
        </div>
      ) : (
        <GameCarouselSlider
          games={list}
          label={title}
          loadingMore={games.isFetchingNextPage}
          onReady={setControls}
          onEdges={setEdges}
          onNearEnd={loadMore}
        />
      )}
    </>
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
