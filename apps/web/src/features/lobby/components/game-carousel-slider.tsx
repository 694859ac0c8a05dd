import { useEffect, useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import type { Game } from '@casino/contracts';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS } from '@casino/rules';
import { Skeleton } from '@casino/ui';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { GameTile } from '../../games/index.ts';
import {
  autoplays,
  MOBILE_SLIDER_QUERY,
  nearEnd,
  REDUCED_MOTION_QUERY,
  sliderBreakpoints,
} from '../lib/carousel-layout.ts';
import styles from './game-carousel.module.css';

/** What the carousel's arrows drive. */
export interface SliderControls {
  previous: () => void;
  next: () => void;
}

const GAP_PX = 12;
/** Skeleton slides shown after the games while the next page loads. */
const LOADING_SLIDES = 3;

/**
 * The Swiper of one carousel (in the carousel body's chunk, with Swiper). Slides in view follow the window's width (2, 4, 6,
 * 7; §9); on phones and tablets it autoplays every 3000 ms at speed 300, pausing while touched, hovered or
 * holding the focus, and not at all under reduced motion (then it also moves without animation). A focused
 * tile is scrolled into view (Swiper's a11y module), so the tiles can be reached with Tab.
 */
export default function GameCarouselSlider({
  games,
  label,
  loadingMore,
  onReady,
  onEdges,
  onNearEnd,
}: {
  games: readonly Game[];
  label: string;
  loadingMore: boolean;
  onReady: (controls: SliderControls) => void;
  onEdges: (edges: { start: boolean; end: boolean }) => void;
  onNearEnd: () => void;
}) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(MOBILE_SLIDER_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const autoplay = autoplays({ mobile, reducedMotion });
  const swiperRef = useRef<SwiperInstance | null>(null);
  // The slider's handlers are bound once; they read the number of games loaded from here.
  const loaded = useRef(games.length);
  useEffect(() => {
    loaded.current = games.length;
  }, [games.length]);

  const report = (swiper: SwiperInstance) => {
    onEdges({ start: swiper.isBeginning, end: swiper.isEnd });
    const inView = typeof swiper.params.slidesPerView === 'number' ? swiper.params.slidesPerView : 1;
    if (nearEnd({ firstInView: swiper.activeIndex, inView, loaded: loaded.current })) onNearEnd();
  };

  const pause = () => swiperRef.current?.autoplay?.pause();
  const resume = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    if (autoplay) swiperRef.current?.autoplay?.resume();
  };

  return (
    <div className={styles.slider} onFocus={pause} onBlur={resume}>
      <Swiper
        // A change between autoplay and still starts a new slider: Swiper reads its modules' options once.
        key={autoplay ? 'autoplay' : 'still'}
        modules={[A11y, Autoplay]}
        spaceBetween={GAP_PX}
        slidesPerView={2}
        slidesPerGroup={2}
        breakpoints={sliderBreakpoints()}
        speed={reducedMotion ? 0 : CAROUSEL_SPEED_MS}
        autoplay={
          autoplay
            ? {
                delay: CAROUSEL_AUTOPLAY_MS,
                disableOnInteraction: false,
                pauseOnMouseEnter: true,
                stopOnLastSlide: true,
              }
            : false
        }
        a11y={{
          containerMessage: label,
          containerRoleDescriptionMessage: t('lobby.carousel.roleDescription'),
          itemRoleDescriptionMessage: t('lobby.carousel.slideRoleDescription'),
          // Swiper fills in {{index}} and {{slidesLength}} itself.
          slideLabelMessage: t('lobby.carousel.slideLabel', {
            index: '{{index}}',
            slidesLength: '{{slidesLength}}',
          }),
          wrapperLiveRegion: false,
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          onReady({ previous: () => swiper.slidePrev(), next: () => swiper.slideNext() });
          report(swiper);
        }}
        onSlideChange={report}
        onResize={report}
        onReachEnd={onNearEnd}
        className={styles.swiper}
      >
        {games.map((game) => (
          <SwiperSlide key={game.id} className={styles.slide}>
            <GameTile game={game} />
          </SwiperSlide>
        ))}
        {loadingMore
          ? Array.from({ length: LOADING_SLIDES }, (_, index) => (
              <SwiperSlide key={`loading-${index}`} className={styles.slide} aria-hidden="true">
                <span className={styles.skeleton}>
                  <Skeleton className={styles.skeletonArt} height="auto" />
                  <Skeleton width="80%" height="0.875rem" />
                </span>
              </SwiperSlide>
            ))
          : null}
      </Swiper>
    </div>
  );
}
