import { BREAKPOINTS, CAROUSEL_MIN_GAMES_FOR_NAVIGATION, CAROUSEL_SLIDES_FROM_WIDTH } from '@casino/rules';

/** Phones and tablets: the layouts with the bottom bar and no header search box (under 1024 px). */
export const MOBILE_SLIDER_QUERY = `(max-width: ${BREAKPOINTS.laptop - 0.02}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const STEPS = Object.entries(CAROUSEL_SLIDES_FROM_WIDTH)
  .map(([width, slides]) => ({ width: Number(width), slides }))
  .sort((a, b) => a.width - b.width);

/** How many slides a carousel shows at a window width (§9: 2 under 768, 4 from 768, 6 from 1024, 7 from 1440). */
export function slidesInView(windowWidth: number): number {
  let slides = STEPS[0]?.slides ?? 1;
  for (const step of STEPS) if (windowWidth >= step.width) slides = step.slides;
  return slides;
}

/** The same steps as Swiper's `breakpoints` option (window widths, smallest first). */
export function sliderBreakpoints(): Record<number, { slidesPerView: number; slidesPerGroup: number }> {
  return Object.fromEntries(
    STEPS.map(({ width, slides }) => [width, { slidesPerView: slides, slidesPerGroup: slides }]),
  );
}

/**
 * The mobile slider advances by itself (§9), unless the player asked the system for reduced motion; desktop
 * carousels move only when the player moves them.
 */
export function autoplays({ mobile, reducedMotion }: { mobile: boolean; reducedMotion: boolean }): boolean {
  return mobile && !reducedMotion;
}

/** §9: a list with fewer than 6 games shows neither its arrows nor its see-all link. */
export function showsNavigation(gameCount: number): boolean {
  return gameCount >= CAROUSEL_MIN_GAMES_FOR_NAVIGATION;
}

/** Whether the next page is due: the slides in view reach the last two views of what is loaded. */
export function nearEnd({
  firstInView,
  inView,
  loaded,
}: {
  firstInView: number;
  inView: number;
  loaded: number;
}) {
  return firstInView + 2 * inView >= loaded;
}
