/** Business constants and timings of §9. */
export const RELOAD_ATTEMPTS = 3;
export const TOAST_DURATION_MS = 8000;
export const PRELOADER_HIDE_MS = 2000;
export const QUERY_STALE_MS = 2000;
export const SHORT_BALANCE_POLL_MS = 3000;
export const FREE_SPINS_SLOW_POLL_MS = 60_000;
export const SCROLL_TO_TOP_MS = 500;
export const LANGUAGE_DETECTION_MAX_RUNS = 3;

export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_MAX_LENGTH = 64;
/** §5 "withdrawal value": the withdrawal amount as typed; other amount inputs hold AMOUNT_INPUT_MAX_LENGTH. */
export const WITHDRAWAL_VALUE_MAX_LENGTH = 20;
export const AMOUNT_INPUT_MAX_LENGTH = 10;
export const MINIMUM_AGE = 18;

export const CAROUSEL_PAGE_SIZE = 15;
export const CAROUSEL_MIN_GAMES_FOR_NAVIGATION = 6;

export const SIDEBAR_EXPANDED_PX = 288;
export const SIDEBAR_COLLAPSED_PX = 64;
export const FLYOUT_WIDTH_PX = 200;
export const FLYOUT_MAX_HEIGHT_PX = 450;
export const BREAKPOINTS = { tablet: 768, laptop: 1024, desktop: 1280, wide: 1440 } as const;

/** §9: the main page's sliders advance every 3000 ms at speed 300 on phones and tablets. */
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_SPEED_MS = 300;
/** §9: a desktop card is at most 130 px wide. */
export const CAROUSEL_DESKTOP_CARD_MAX_PX = 130;
/** §9: slides in view from each window width up (2 under 768, 4 from 768, 6 from 1024, 7 from 1440). */
export const CAROUSEL_SLIDES_FROM_WIDTH = { 0: 2, 768: 4, 1024: 6, 1440: 7 } as const;
/** §9: the top winners' latest tab scrolls in a frame 630 px high. */
export const WINNERS_LATEST_HEIGHT_PX = 630;
