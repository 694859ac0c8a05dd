import { SCROLL_TO_TOP_MS } from '@casino/rules';

let frame: number | null = null;

/**
 * Scrolls the page to the top, smoothly over `duration` ms (§2.1, §9: 500 ms), with an ease-out curve.
 * Instant when the player prefers reduced motion. A new call cancels the one still running.
 */
export function scrollToTop(duration = SCROLL_TO_TOP_MS): void {
  if (frame !== null) cancelAnimationFrame(frame);
  frame = null;
  const start = window.scrollY;
  if (start <= 0) return;
  if (prefersReducedMotion() || duration <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / duration);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    frame = progress < 1 ? requestAnimationFrame(step) : null;
  };
  frame = requestAnimationFrame(step);
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
